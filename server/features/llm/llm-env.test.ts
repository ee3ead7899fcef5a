import { expect, test } from 'vitest'
import { parseEnv } from '../../env'

test('without LLM_BASE_URL the language model settings are off, with their defaults', () => {
  const result = parseEnv({})

  expect(result.ok).toBe(true)
  if (!result.ok) return
  expect(result.env.LLM_BASE_URL).toBeUndefined()
  expect(result.env.LLM_MODEL).toBeUndefined()
  expect(result.env.LLM_TIMEOUT_MS).toBe(20_000)
  expect(result.env.LLM_MAX_OUTPUT_TOKENS).toBe(1200)
})

test('a base URL without a model is refused at start, on one line naming LLM_MODEL', () => {
  const result = parseEnv({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })

  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(result.problems).toHaveLength(1)
  expect(result.problems[0]).toMatch(/^LLM_MODEL: required when LLM_BASE_URL is set/)
})

test('a base URL that is not http(s) is refused', () => {
  const result = parseEnv({ LLM_BASE_URL: 'ftp://models.example/v1', LLM_MODEL: 'm' })

  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(result.problems).toEqual(['LLM_BASE_URL: LLM_BASE_URL must be an http:// or https:// URL'])
})

test('a key is optional (Ollama needs none), empty strings count as unset, a trailing slash is dropped', () => {
  const result = parseEnv({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3.1:8b', LLM_API_KEY: '' })

  expect(result.ok).toBe(true)
  if (!result.ok) return
  expect(result.env.LLM_BASE_URL).toBe('http://127.0.0.1:11434/v1')
  expect(result.env.LLM_API_KEY).toBeUndefined()
})

test('timeouts and output limits are checked numbers', () => {
  const result = parseEnv({ LLM_TIMEOUT_MS: 'soon', LLM_MAX_OUTPUT_TOKENS: '0' })

  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(result.problems.map((line) => line.split(':')[0])).toEqual(['LLM_TIMEOUT_MS', 'LLM_MAX_OUTPUT_TOKENS'])
})
