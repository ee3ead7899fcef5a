import { describe, expect, it } from 'vitest'
import {
  checkDraft,
  dependsOnAim,
  estimatedPages,
  findAims,
  namesMeasurableOutcome,
  NSF_SUMMARY_LIMIT,
  sentencesOf,
  startsWithVerb,
} from './check-draft'

const goodNih = [
  '## Specific Aims',
  'Sepsis kills one in three patients admitted with it. We will test whether a bedside lactate trajectory predicts death.',
  '',
  'Aim 1: Determine whether the 6-hour lactate slope predicts 28-day mortality (AUC of at least 0.75) in 2,000 adults.',
  '',
  'Aim 2: Quantify the reduction in time to antibiotics when clinicians see the slope, in a stepped-wedge trial.',
  '',
  '## Significance',
  'Sepsis causes about 270,000 deaths a year in the United States [1]. Lactate clearance is associated with survival [2].',
  'We will build on these findings.',
].join('\n')

describe('checkDraft', () => {
  it('finds nothing wrong in a draft that follows the rules', () => {
    expect(
      checkDraft(goodNih, 'nih', [
        { n: 1, retracted: false },
        { n: 2, retracted: false },
      ]),
    ).toEqual([])
  })

  it('names every missing required section', () => {
    const findings = checkDraft('## Overview\nA short overview.', 'nsf')
    expect(findings.filter((f) => f.rule === 'missing-section').map((f) => f.message)).toEqual([
      'The "Intellectual Merit" section is missing (a "## Intellectual Merit" heading).',
      'The "Broader Impacts" section is missing (a "## Broader Impacts" heading).',
    ])
  })

  it('flags an NSF summary over the limit and points at the summary', () => {
    const long = 'Word '.repeat(NSF_SUMMARY_LIMIT / 5)
    const text = `## Overview\n${long}\n## Intellectual Merit\nMerit text.\n## Broader Impacts\nImpact text.`
    const [finding] = checkDraft(text, 'nsf')
    expect(finding?.rule).toBe('summary-too-long')
    expect(text.slice(finding?.start, finding?.end)).toContain('Merit text.')
    expect(checkDraft(text.replace(long, 'Short.'), 'nsf')).toEqual([])
  })

  it('flags an aims page over one estimated page', () => {
    const paragraph = 'The lab will measure outcomes carefully across many sites and cohorts. '.repeat(12)
    const text = `## Specific Aims\n${Array.from({ length: 8 }, () => paragraph).join('\n\n')}\n## Significance\n`
    expect(estimatedPages(paragraph)).toBeLessThan(1)
    expect(checkDraft(text, 'nih').map((f) => f.rule)).toContain('aims-too-long')
  })

  it('flags an aim that opens without a verb, at the first word', () => {
    const text = goodNih.replace('Aim 1: Determine', 'Aim 1: The question of')
    const finding = checkDraft(text, 'nih').find((f) => f.rule === 'aim-verb')
    expect(finding && text.slice(finding.start, finding.end)).toBe('The')
  })

  it('flags an aim without a measurable outcome and one that waits on another aim', () => {
    const text = goodNih.replace(
      'Aim 2: Quantify the reduction in time to antibiotics when clinicians see the slope, in a stepped-wedge trial.',
      'Aim 2: Explore how clinicians feel, using the model from Aim 1.',
    )
    const findings = checkDraft(text, 'nih')
    expect(findings.map((f) => f.rule)).toEqual(['aim-dependent', 'aim-measurable'])
    const aim = findings[0]
    expect(aim && text.slice(aim.start, aim.end)).toBe(
      'Aim 2: Explore how clinicians feel, using the model from Aim 1.',
    )
  })

  it('flags a factual Significance sentence without a citation, not the plans', () => {
    const text = goodNih.replace('associated with survival [2].', 'associated with survival.')
    const findings = checkDraft(text, 'nih', [{ n: 1, retracted: false }])
    expect(findings).toHaveLength(1)
    const finding = findings[0]
    expect(finding?.rule).toBe('uncited-claim')
    expect(finding && text.slice(finding.start, finding.end)).toBe('Lactate clearance is associated with survival.')
  })

  it('flags a retracted citation at its marker, and a marker with no reference', () => {
    const findings = checkDraft(goodNih, 'nih', [{ n: 1, retracted: true }])
    expect(findings.map((f) => [f.rule, goodNih.slice(f.start, f.end)])).toEqual([
      ['retracted-citation', '[1]'],
      ['unknown-citation', '[2]'],
    ])
  })
})

describe('rule pieces', () => {
  it('recognises aim verbs', () => {
    expect(startsWithVerb('Characterize the gut microbiome')).toBe(true)
    expect(startsWithVerb('**Operationalize** the scale')).toBe(true)
    expect(startsWithVerb('Novel biomarkers of sepsis')).toBe(false)
  })

  it('recognises measurable outcomes', () => {
    expect(namesMeasurableOutcome('reduce readmissions by 20%')).toBe(true)
    expect(namesMeasurableOutcome('understand the experience of nurses')).toBe(false)
  })

  it('recognises dependence on another aim but not a contrast', () => {
    expect(dependsOnAim('If Aim 1 succeeds, test the drug', 2)).toBe(1)
    expect(dependsOnAim('Based on the results of Aim 1, we will', 3)).toBe(1)
    expect(dependsOnAim('Unlike Aim 1, this aim measures survival', 2)).toBeNull()
  })

  it('finds numbered aims with markdown emphasis', () => {
    const body = '\n**Aim 1.** Map the cells.\n\n- Aim 2: Test the map.\n'
    expect(findAims({ body, bodyStart: 10 }).map((aim) => [aim.number, aim.text])).toEqual([
      [1, 'Map the cells.'],
      [2, 'Test the map.'],
    ])
  })

  it('splits sentences with their offsets', () => {
    const text = 'One fact here [1]. Another (Smith, 2020) one.'
    expect(sentencesOf(text, 5)).toEqual([
      { text: 'One fact here [1].', start: 5, end: 23 },
      { text: 'Another (Smith, 2020) one.', start: 24, end: 50 },
    ])
  })
})
