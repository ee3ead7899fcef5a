import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { checkAnswersAgainstContract } from '../lib/contract-check'

checkAnswersAgainstContract()

// The app loads the toast card when the browser is first idle (decision 023). Loaded here once, so a test's first
// toast does not wait for the module to be transformed, which under load took longer than findBy's one second.
await import('../components/toast-card')

// React reports act(...) warnings, failed prop types and render errors through console.error: any of
// them fails the test. A test that expects one opts in with vi.mocked(console.error).mockImplementation.
let consoleErrors: string[] = []

beforeEach(() => {
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '))
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  const reported = consoleErrors
  consoleErrors = []
  if (reported.length > 0) throw new Error(`console.error was called:\n${reported.join('\n')}`)
})
