import { expect, test } from 'vitest'
import { writingToolLinks } from '../../components/layout/nav-items'
import { explorationTools, writingTools } from './exploration-tools'

test('the hub lists the four tools at their routes, each with four features', () => {
  expect(explorationTools.map((tool) => [tool.title, tool.to])).toEqual([
    ['Research Profiler', '/research-profiler'],
    ['Research Pathways', '/research-pathways'],
    ['Research Learning Hub', '/research-verse'],
    ['Research Timeline Builder', '/research-timeline-builder'],
  ])
  for (const tool of explorationTools) expect(tool.features).toHaveLength(4)
})

test('pathways and the learning hub are the premium tools', () => {
  expect(explorationTools.filter((tool) => tool.premium).map((tool) => tool.to)).toEqual([
    '/research-pathways',
    '/research-verse',
  ])
})

test('every tool has its page, and links to it', () => {
  expect(explorationTools.filter((tool) => tool.available).map((tool) => tool.to)).toEqual([
    '/research-profiler',
    '/research-pathways',
    '/research-verse',
    '/research-timeline-builder',
  ])
})

test('the writing tools are the four premium tools the AI Tools menu lists, each with its page and four features', () => {
  expect(writingTools.map((tool) => tool.to)).toEqual(writingToolLinks.map((link) => link.to))
  for (const tool of writingTools) {
    expect(tool.features).toHaveLength(4)
    expect(tool.premium && tool.available).toBe(true)
  }
})
