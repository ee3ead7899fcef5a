import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { Work } from '#shared/contract/sources'
import { makeWork } from '../../test/works'
import { asciiWords, baseCitationKey, citationKeys } from './citation-keys'

const by = (...names: string[]) => names.map((name) => ({ name, affiliations: [] }))

test.each([
  ['Jane Smith', 2020, 'Coral bleaching after heatwaves', 'smith2020coral'],
  ['Jane Smith', 2020, 'Towards a theory of the reef', 'smith2020theory'],
  ['Jane Smith', 2020, 'On the 2016 bleaching event', 'smith2020bleaching'],
  ['Jane Smith', 2020, 'A: an, the?', 'smith2020'],
  ['Anna Müller', 2019, 'Über Korallen', 'muller2019uber'],
  ['Hans Christian Ørsted', 1820, 'Experimenta circa effectum', 'orsted1820experimen'],
  ['Karl Groß', 2001, 'Straße', 'gross2001strasse'],
  ['Иван Петров', 2021, 'Кораллы', 'petrov2021korally'],
  ['Ludwig van Beethoven', 1808, 'Symphony no. 5', 'beethoven1808sympho'],
  ['WHO Consortium', 2022, 'Global coral status', 'who2022global'],
  ['The Coral Reef Team', 2022, 'Status', 'coral2022status'],
  ['王伟', 2020, '珊瑚 coral', 'anon2020coral'],
  ['Maximilian Montgomery-Smythe', 2020, 'Bleaching thresholds', 'montgomery2020bleach'.slice(0, 19)],
  ['Jane Smith', -44, 'Bellum civile', 'smithndbellum'],
] as const)('%s (%i) "%s" → %s', (name, year, title, key) => {
  expect(baseCitationKey(makeWork({ title, year, authors: by(name) }))).toBe(key)
})

test('a work without authors is anon, one without a year nd', () => {
  expect(baseCitationKey(makeWork({ title: 'Reef atlas', year: null }))).toBe('anonndreef')
  expect(baseCitationKey(makeWork({ title: 'Reef atlas', year: null, authors: by('Jane Smith') }))).toBe('smithndreef')
})

test('accents, ligatures and case fold to lower-case ASCII words', () => {
  expect(asciiWords('Ça-va? ÉCOLE Ærø naïve')).toEqual(['ca', 'va', 'ecole', 'aero', 'naive'])
})

const coral = (doi: string, title = 'Coral bleaching') =>
  makeWork({ title, year: 2020, authors: by('Jane Smith'), ids: { doi } })

test('works that share a key get a, b, c in the order of their DOIs, whatever the order of the list', () => {
  const [first, second, third] = [coral('10.1000/a1'), coral('10.1000/b2'), coral('10.1000/c3')]
  expect(citationKeys([second, third, first])).toEqual(['smith2020coralb', 'smith2020coralc', 'smith2020corala'])
  expect(citationKeys([first, second, third])).toEqual(['smith2020corala', 'smith2020coralb', 'smith2020coralc'])
})

test('adding a work that shares no key leaves every other key as it was', () => {
  const works = [
    coral('10.1000/b2'),
    makeWork({ title: 'Fish', year: 2019, authors: by('Ann Lee') }),
    coral('10.1000/a1'),
  ]
  const before = citationKeys(works)
  const after = citationKeys([makeWork({ title: 'Reef', year: 2018, authors: by('Bo Chan') }), ...works])
  expect(after.slice(1)).toEqual(before)
  expect(before).toEqual(['smith2020coralb', 'lee2019fish', 'smith2020corala'])
})

test('a suffixed key never takes the key of another work', () => {
  const corala = makeWork({ title: 'Corala reefs', year: 2020, authors: by('Jane Smith') })
  const keys = citationKeys([coral('10.1000/a1'), coral('10.1000/b2'), corala])
  expect(keys).toEqual(['smith2020coralb', 'smith2020coralc', 'smith2020corala'])
})

test('without identifiers, works that share a key are ordered by title and date', () => {
  const early = makeWork({
    title: 'Coral bleaching',
    year: 2020,
    publicationDate: '2020-01-01',
    authors: by('Jane Smith'),
  })
  const late = makeWork({
    title: 'Coral bleaching',
    year: 2020,
    publicationDate: '2020-06-01',
    authors: by('Jane Smith'),
  })
  expect(citationKeys([late, early])).toEqual(['smith2020coralb', 'smith2020corala'])
})

const arbitraryWork: fc.Arbitrary<Work> = fc
  .record({
    title: fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom('Coral bleaching', 'The reef', '')),
    year: fc.option(fc.integer({ min: 1990, max: 1995 })),
    author: fc.option(fc.constantFrom('Jane Smith', 'Anna Müller', '王伟', 'WHO', 'J. Smith')),
    doi: fc.option(fc.stringMatching(/^10\.\d{4}\/[a-z0-9]{1,6}$/)),
  })
  .map(({ title, year, author, doi }) =>
    makeWork({ title, year, authors: author ? by(author) : [], ids: doi ? { doi } : {} }),
  )

test('keys are unique lower-case ASCII, and each work keeps its key in any order of the list', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(arbitraryWork, { maxLength: 30, selector: (work) => JSON.stringify(work) }),
      fc.nat(),
      (works, seed) => {
        const keys = citationKeys(works)
        expect(new Set(keys).size).toBe(works.length)
        for (const key of keys) expect(key).toMatch(/^[a-z][a-z0-9]{0,19}$/)
        const order = works
          .map((_, index) => index)
          .sort((a, b) => ((a * 7919 + seed) % 101) - ((b * 7919 + seed) % 101))
        const shuffled = citationKeys(order.map((index) => works[index]!))
        expect(order.map((index) => keys[index])).toEqual(shuffled)
      },
    ),
  )
})
