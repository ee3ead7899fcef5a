import { expect, test } from 'vitest'
import { smallestTheme } from './communities'
import { readDocument } from './document-terms'
import { findThemes, type ThemeResult } from './find-themes'
import { buildKnnGraph, newmanModularity } from './knn-graph'
import { plantedWorks, vocabularyOf } from './planted-works'
import { combinedSimilarities, similarityOf } from './similarity'

/** For each planted group, the share of its works in the theme that holds most of them, and that theme. */
function recovery(result: ThemeResult, groupOf: readonly number[]): { theme: number; share: number }[] {
  const themeOf = new Map<number, number>()
  result.themes.forEach((theme, index) => {
    for (const member of theme.members) themeOf.set(member, index)
  })
  const groups = Math.max(...groupOf) + 1
  return Array.from({ length: groups }, (_, group) => {
    const counts = new Map<number, number>()
    groupOf.forEach((of, work) => {
      if (of === group) counts.set(themeOf.get(work) ?? -1, (counts.get(themeOf.get(work) ?? -1) ?? 0) + 1)
    })
    const [theme, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [-1, 0]
    return { theme, share: count / groupOf.filter((of) => of === group).length }
  })
}

function expectPlantedGroupsFound(result: ThemeResult, groupOf: readonly number[]): void {
  const found = recovery(result, groupOf)
  for (const { share } of found) expect(share).toBeGreaterThanOrEqual(0.9)
  expect(new Set(found.map(({ theme }) => theme)).size).toBe(found.length)
}

test('no works, no themes', () => {
  expect(findThemes([], { excludeWords: [] })).toMatchObject({ themes: [], modularity: null })
})

test('planted groups with their own words and references come out as the themes', () => {
  const { docs, groupOf } = plantedWorks({ groups: 4, perGroup: 15, withReferences: true })
  const result = findThemes(docs, { excludeWords: [] })
  expect(result.themes).toHaveLength(4)
  expectPlantedGroupsFound(result, groupOf)
  expect(result.themes.map((theme) => theme.members.length).reduce((a, b) => a + b)).toBe(60)
  expect(result.description).toBe(
    '½ BM25 text + ½ shared references (bibliographic coupling), 8 nearest neighbours, Louvain (resolution 1)',
  )
})

test('the groups are found from text alone when no work lists references', () => {
  const { docs, groupOf } = plantedWorks({ groups: 4, perGroup: 15, seed: 11 })
  const result = findThemes(docs, { excludeWords: [] })
  expectPlantedGroupsFound(result, groupOf)
  expect(result.description).toMatch(/^BM25 text similarity \(no reference lists to couple\), 8 nearest neighbours/)
})

test('shared references alone separate works whose text is the same', () => {
  const { docs, groupOf } = plantedWorks({ groups: 3, perGroup: 12, withReferences: true })
  const sameText = docs.map((doc) => ({ ...doc, title: 'Field survey', abstract: 'Samples were recorded.' }))
  expectPlantedGroupsFound(findThemes(sameText, { excludeWords: [] }), groupOf)
})

test('each theme is labelled with its own group’s words, no label repeated, excluded words left out', () => {
  const { docs, groupOf } = plantedWorks({ groups: 4, perGroup: 15, withReferences: true })
  const excluded = ['reef', 'Lagoons', 'magma chamber']
  const result = findThemes(docs, { excludeWords: excluded })
  const found = recovery(result, groupOf)
  const labels = result.themes.map((theme) => theme.label)
  expect(new Set(labels).size).toBe(labels.length)
  const phrases = result.themes.flatMap((theme) => theme.phrases)
  expect(new Set(phrases).size).toBe(phrases.length)
  found.forEach(({ theme }, group) => {
    const own = result.themes[theme]
    expect(own?.phrases.length).toBeGreaterThan(0)
    expect(own?.label).toBe(own?.phrases.join(' · '))
    const words = new Set(vocabularyOf(group))
    for (const phrase of own?.phrases ?? []) {
      expect(phrase.split(' ').some((word) => words.has(word))).toBe(true)
      expect(phrase).not.toMatch(/reef|lagoon|magma/i)
    }
    expect(own?.topic).toBe(`Topic ${group}`)
  })
})

test('the same seed gives the same themes, on works where the seed matters', () => {
  const { docs } = plantedWorks({ groups: 1, perGroup: 60, seed: 3 })
  const withoutTime = ({ ms: _ms, ...rest }: ThemeResult): Omit<ThemeResult, 'ms'> => rest
  const first = findThemes(docs, { excludeWords: [], seed: 'review-42' })
  expect(withoutTime(findThemes(docs, { excludeWords: [], seed: 'review-42' }))).toEqual(withoutTime(first))
  // one vocabulary for all: Louvain's visiting order decides, so some other seed splits the works otherwise
  const others = ['a', 'b', 'c', 'd', 'e'].map((seed) => findThemes(docs, { excludeWords: [], seed }).themes)
  expect(others.some((themes) => JSON.stringify(themes) !== JSON.stringify(first.themes))).toBe(true)
})

test('sixty and more works give three to nine themes, even with twelve unconnected groups', () => {
  for (const groups of [4, 12]) {
    const { docs } = plantedWorks({ groups, perGroup: 6, withReferences: true, seed: groups })
    const count = findThemes(docs.length < 60 ? [...docs, ...docs] : docs, { excludeWords: [] }).themes.length
    expect(count).toBeGreaterThanOrEqual(3)
    expect(count).toBeLessThanOrEqual(9)
  }
})

test('a pair of works unlike the rest does not become a theme: it joins the theme it is closest to', () => {
  const { docs } = plantedWorks({ groups: 3, perGroup: 12, seed: 5 })
  const stray = (words: string): (typeof docs)[number] => ({
    title: 'Quasar redshift survey',
    abstract: `Quasar nebula redshift supernova pulsar ${words}.`,
    referencedWorks: [],
    topics: [],
  })
  // the strays share "magma" and "basalt" with the second group only
  const all = [...docs, stray('magma basalt'), stray('basalt magma')]
  const result = findThemes(all, { excludeWords: [] })
  for (const theme of result.themes) expect(theme.members.length).toBeGreaterThanOrEqual(smallestTheme(all.length))
  const home = result.themes.find((theme) => theme.members.includes(36))
  expect(home?.members).toContain(37)
  expect(home?.members.filter((member) => member >= 12 && member < 24).length).toBeGreaterThanOrEqual(11)
})

test('a handful of works gives one to three themes; one or two works form a single theme without modularity', () => {
  const { docs } = plantedWorks({ groups: 2, perGroup: 5, seed: 9 })
  const few = findThemes(docs, { excludeWords: [] })
  expect(few.themes.length).toBeGreaterThanOrEqual(1)
  expect(few.themes.length).toBeLessThanOrEqual(3)
  const two = findThemes(docs.slice(0, 2), { excludeWords: [] })
  expect(two.themes.map((theme) => theme.members.sort())).toEqual([[0, 1]])
  expect(two.modularity).toBeNull()
})

test('members come most central first, and the modularity is that of the final themes', () => {
  const { docs } = plantedWorks({ groups: 4, perGroup: 15, withReferences: true, seed: 21 })
  const result = findThemes(docs, { excludeWords: [] })
  const matrix = combinedSimilarities(
    docs.map((doc) => readDocument(doc).stems),
    docs.map((doc) => doc.referencedWorks),
  )
  const communityOf = new Array<number>(docs.length).fill(-1)
  result.themes.forEach((theme, index) => {
    const centrality = theme.members.map((member) =>
      theme.members.reduce((sum, other) => sum + similarityOf(matrix, member, other), 0),
    )
    for (let at = 1; at < centrality.length; at++) {
      expect(centrality[at]).toBeLessThanOrEqual(centrality[at - 1] ?? Infinity)
    }
    for (const member of theme.members) communityOf[member] = index
  })
  expect(communityOf).not.toContain(-1)
  const expected = newmanModularity(buildKnnGraph(matrix, 8), communityOf)
  expect(result.modularity).toBeCloseTo(expected ?? NaN, 12)
  expect(result.modularity).toBeGreaterThan(0.6)
})

test('the topic is the members’ most common primary topic, null where none is known', () => {
  const { docs } = plantedWorks({ groups: 3, perGroup: 10, withReferences: true })
  const retagged = docs.map((doc, index) => ({
    ...doc,
    topics: index % 10 < 6 ? [`Primary ${Math.floor(index / 10)}`, 'Secondary'] : ['Secondary'],
  }))
  const result = findThemes(retagged, { excludeWords: [] })
  expect(result.themes.map((theme) => theme.topic).sort()).toEqual(['Primary 0', 'Primary 1', 'Primary 2'])
  const untagged = findThemes(
    docs.map((doc) => ({ ...doc, topics: [] })),
    { excludeWords: [] },
  )
  expect(untagged.themes.map((theme) => theme.topic)).toEqual([null, null, null])
})

test('works with nothing in common form one unlabelled theme, without modularity', () => {
  const blank = { title: '', abstract: null, referencedWorks: [], topics: [] }
  const result = findThemes([blank, blank, blank, blank, blank], { excludeWords: [] })
  expect(result.themes).toEqual([{ members: [0, 1, 2, 3, 4], phrases: [], label: '', topic: null }])
  expect(result.modularity).toBeNull()
})
