import { MAX_REVIEW_WORKS, type PrismaCounts, type ReviewReference, type ReviewTheme } from '#shared/contract/reviews'
import { questionTerms, referenceLink } from '../research'
import { screenRecords, type ReviewCandidate } from './screen'
import { findingsOf, keyWorksOf, methodsOf, openQuestionsOf, type NumberedWork } from './theme-sections'
import { findThemes } from './themes'
import { plural } from '../../lib/words'

/** What the review's CPU-bound part needs: plain data, so it can cross into a worker thread. */
export type ComposeInput = {
  question: string
  query: string
  candidates: ReviewCandidate[]
  identified: PrismaCounts['identified']
  fromYear: number | null
  toYear: number | null
  /** ISO time the review was asked, for the ranking's recency prior */
  now: string
}

export type ComposedReview = {
  prisma: PrismaCounts
  themes: ReviewTheme[]
  references: ReviewReference[]
  modularity: number | null
  clustering: string
  /** the words of each stage's result, for the progress the user watches */
  screenDetail: string
  themesDetail: string
}

/**
 * Screen, group into themes and quote: the review's steps that need the processor rather than the network (ranking,
 * tokenising and clustering up to a few hundred abstracts), run in a worker thread (review-threads.ts) so that other
 * requests are answered meanwhile. Works are numbered theme by theme, most central first; retracted records come
 * last and are cited nowhere.
 */
export function composeReview(input: ComposeInput): ComposedReview {
  const { question, candidates, identified } = input
  const screening = screenRecords(question, candidates, {
    fromYear: input.fromYear,
    toYear: input.toYear,
    maxWorks: MAX_REVIEW_WORKS,
    now: new Date(input.now),
  })
  const totalIdentified = identified.reduce((sum, entry) => sum + entry.records, 0)
  const prisma: PrismaCounts = {
    identified,
    duplicatesRemoved: Math.max(0, totalIdentified - candidates.length),
    screened: candidates.length,
    excluded: Object.entries(screening.excluded).map(([reason, records]) => ({
      reason: reason as keyof typeof screening.excluded,
      records,
    })),
    included: screening.included.length,
  }
  const excludedWords = prisma.excluded
    .filter((entry) => entry.records > 0)
    .map((entry) => `${entry.records} ${entry.reason.replace('-', ' ')}`)

  const excludeWords = [
    ...new Set([
      ...question
        .toLowerCase()
        .split(/[^\p{L}\p{N}-]+/u)
        .filter(Boolean),
      ...questionTerms(question),
    ]),
  ]
  const found = findThemes(
    screening.included.map(({ work, referencedWorks }) => ({
      title: work.title,
      abstract: work.abstract,
      referencedWorks,
      topics: work.topics,
    })),
    { excludeWords, seed: input.query },
  )

  const references: ReviewReference[] = []
  const numbered = found.themes.map((theme, index) =>
    theme.members.flatMap((member): NumberedWork[] => {
      const entry = screening.included[member]
      if (!entry) return []
      const n = references.length + 1
      references.push({
        n,
        work: entry.work,
        link: referenceLink(entry.work),
        retracted: false,
        origin: entry.origin,
        themes: [index + 1],
      })
      return [{ n, work: entry.work }]
    }),
  )
  for (const entry of screening.retracted)
    references.push({
      n: references.length + 1,
      work: entry.work,
      link: referenceLink(entry.work),
      retracted: true,
      origin: entry.origin,
      themes: [],
    })

  const themes: ReviewTheme[] = found.themes.map((theme, index) => {
    const works = numbered[index] ?? []
    return {
      id: index + 1,
      // A theme with no distinctive phrase is named by its OpenAlex topic, or by its number.
      label: theme.label || theme.topic || `Theme ${index + 1}`,
      phrases: theme.phrases,
      topic: theme.topic,
      works: works.map(({ n }) => n),
      keyWorks: keyWorksOf(works),
      findings: findingsOf(question, theme.phrases, works),
      methods: methodsOf(works),
      openQuestions: openQuestionsOf(works),
      synthesis: null,
    }
  })

  return {
    prisma,
    themes,
    references,
    modularity: found.modularity,
    clustering: found.description,
    screenDetail: `${plural(candidates.length, 'record')} screened, ${screening.included.length} included${excludedWords.length ? `; excluded: ${excludedWords.join(', ')}` : ''}`,
    themesDetail: `${plural(found.themes.length, 'theme')}${found.modularity === null ? '' : ` (modularity ${found.modularity.toFixed(2)})`}`,
  }
}
