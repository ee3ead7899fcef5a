import { expect, test } from 'vitest'
import { buildProfileMarkdown } from './profile-export'
import { testAnalysis } from './test-analysis'

const exportedAt = new Date('2025-06-02T08:30:00.000Z')

test('the export holds the summary, every score with its reasons, the recommendations, the venues and the dates', () => {
  const markdown = buildProfileMarkdown(testAnalysis(), exportedAt)
  expect(markdown.startsWith('# Research Profile\n')).toBe(true)
  expect(markdown).toContain('Analysed on 2025-06-01; exported from Lodestar on 2025-06-02.')
  expect(markdown).toContain('- Publications: 1-3 peer-reviewed publications')
  expect(markdown).toContain('- LinkedIn profile: <https://www.linkedin.com/in/ada-reef>')
  expect(markdown).toContain(
    '### Research Potential: 70%\n\n- PhD Candidate: doctoral research experience (+40 / 40)\n',
  )
  expect(markdown).toContain('### Collaboration Score: 80%')
  expect(markdown).toContain('### Plan your first-author paper\n\nPublication, High priority.')
  expect(markdown).toContain('- [ ] Pick a target journal\n- [ ] Draft the methods section\n')
  expect(markdown).toContain('Venues that published works matching “coral reef recovery marine heatwaves”')
  expect(markdown).toContain('### Journals\n\n- [Coral Reefs](<https://openalex.org/S1>): 1,234 works on your topic\n')
  expect(markdown).toContain('### Conferences\n\nNo conferences found for these words.')
  expect(markdown.endsWith('\n')).toBe(true)
})

test('free text stays on its line, and a venue name cannot break its link', () => {
  const analysis = testAnalysis()
  analysis.summary.research_goals = 'First line\n# not a heading'
  analysis.opportunities.journals = [{ id: 'S2', name: 'Reefs [Letters]', works: 1, url: 'https://openalex.org/S2' }]
  const markdown = buildProfileMarkdown(analysis, exportedAt)
  expect(markdown).toContain('- Research goals: First line # not a heading\n')
  expect(markdown).toContain('- [Reefs \\[Letters\\]](<https://openalex.org/S2>): 1 work on your topic')
})

test('without a LinkedIn URL there is no LinkedIn line; unavailable venues are explained instead of listed', () => {
  const base = testAnalysis()
  const markdown = buildProfileMarkdown(
    testAnalysis({
      summary: { ...base.summary, linkedin_url: null },
      opportunities: { ...base.opportunities, unavailable: 'OpenAlex did not answer.' },
    }),
    exportedAt,
  )
  expect(markdown).not.toContain('LinkedIn')
  expect(markdown).toContain('Venues could not be looked up: OpenAlex did not answer.')
  expect(markdown).not.toContain('### Journals')
})
