import {
  AI_POLICY_NOTE,
  FUNDING_SOURCE_NAMES,
  GRANT_CALL_BUDGET,
  MECHANISM_CODES,
  type FundedProjectView,
  type GrantEvidence,
  type GrantWriterResponse,
  type WriteGrantInput,
} from '#shared/contract/grants'
import { quotaDay } from '#shared/plans'
import { checkDraft, sentencesOf, type Funder } from '#shared/grants/check-draft'
import { AppError } from '../../lib/app-error'
import { cachedCall, type CallPlan } from '../../lib/upstream-call-plan'
import { plural } from '../../lib/words'
import type { AuthedContext } from '../../request-context'
import { saveToolOutput } from '../pathways'
import { sourceQueryOf } from '../research'
import { SourceError, type FundedProject, type FundingSearch } from '../sources'
import { critique } from './critique'
import { evidenceCost, evidenceSection, evidenceUnavailable, retrieveEvidence } from './grant-evidence'
import { atInstitution, awardsOf, matchDescription } from './prior-awards'
import { buildScaffold } from './scaffold'
import { amountsByMechanism, buildProjectIndex, rankSimilarProjects } from './similar-projects'

/** Funded projects asked of NIH RePORTER for the idea (one request), and NSF pages of 25 read. */
const NIH_PROJECTS = 200
const NIH_MECHANISM_PROJECTS = 100
const NSF_PAGES = 2
const SIMILAR_SHOWN = 15
const OPPORTUNITIES = 20
/** Words of the idea sent as keywords: NSF and Grants.gov match all of them, so fewer find more. */
const NSF_KEYWORDS = 4
const GRANTS_GOV_KEYWORDS = 3
/** Words of the idea's opening sentence the literature is asked for. */
const TOPIC_WORDS = 8

/** Grants.gov agency codes of the funders. */
const AGENCIES: Record<Funder, string[]> = { nih: ['HHS-NIH11'], nsf: ['NSF'] }

const SIMILAR_METHOD =
  'Ranked by text similarity to your idea: BM25 over each project’s title (counted twice) and abstract, with the research engine’s word stems, among the projects NIH RePORTER and NSF Award Search return for the idea’s words.'
const AMOUNTS_NOTE =
  'Per source and mechanism, over the projects found for your idea that have both an amount and a fiscal year (quartiles). NIH RePORTER gives the award amount of one fiscal year (direct and indirect costs); NSF gives the estimated total over the whole award. The NSF fiscal year is the federal one (from 1 October) of the award date.'
const BUDGET_NOTE = 'Left out to keep this run within its budget of upstream calls; run it again later today.'

type Settled<T> = { value: T; error: null } | { value: null; error: string }

const failureWords = (name: string, error: unknown): string => {
  if (error instanceof SourceError) {
    if (error.kind === 'not_configured') return `${name} is not set up on this server.`
    if (error.kind === 'rate_limited' || error.kind === 'busy')
      return `${name} is limiting requests right now; please try again shortly.`
    if (error.kind === 'circuit_open') return `${name} failed several times in a row; it is paused for a minute.`
  }
  return `${name} did not answer this time.`
}

/** The Grant Proposal Writer's run (issue 30 §1, decision 049). */
export async function writeGrant(
  ctx: AuthedContext,
  input: WriteGrantInput,
  signal: AbortSignal,
): Promise<GrantWriterResponse> {
  const now = ctx.now()
  const day = quotaDay(now)
  const plan: CallPlan = { used: 0, budget: GRANT_CALL_BUDGET }
  const call = <T>(key: string, ask: () => Promise<T>, cost = 1) =>
    cachedCall(ctx.sources, day, plan, `grants:${key}`, ask, cost)
  const settle = async <T>(name: string, promise: Promise<T> | null): Promise<Settled<T> | null> => {
    if (!promise) return null
    try {
      return { value: await promise, error: null }
    } catch (error) {
      signal.throwIfAborted()
      ctx.log.warn('a grant writer call failed', { source: name, err: error })
      return { value: null, error: failureWords(name, error) }
    }
  }

  const { funder, mechanism } = input
  const query = sourceQueryOf(input.idea)
  const words = query.split(' ')
  // The literature is asked for the idea's opening sentence (its topic, as a question to the engine would be).
  const topic = sourceQueryOf(sentencesOf(input.idea)[0]?.text ?? input.idea)
    .split(' ')
    .slice(0, TOPIC_WORDS)
    .join(' ')
  const nsfKeywords = words.slice(0, NSF_KEYWORDS).join(' ')
  const grantsKeyword = words.slice(0, GRANTS_GOV_KEYWORDS).join(' ')
  const sources = ctx.sources

  // 1. Everything upstream at once: the essential calls first, so a tight budget drops the extras.
  const nihAsked = call(`nih:${query}`, () => sources.nihReporter.searchProjects({ text: query, limit: NIH_PROJECTS }))
  const nsfAsked = Array.from({ length: NSF_PAGES }, (_, i) =>
    call(`nsf:${nsfKeywords}:${i + 1}`, () => sources.nsfAwards.searchAwards({ keywords: nsfKeywords, page: i + 1 })),
  )
  const opportunitiesAsked = call(`grantsgov:${funder}:${grantsKeyword}`, () =>
    sources.grantsGov.searchOpportunities({ keyword: grantsKeyword, rows: OPPORTUNITIES, agencies: AGENCIES[funder] }),
  )
  const evidenceAsked = call(
    `evidence:${funder}:${topic}`,
    () => retrieveEvidence(sources, funder, topic, ctx.log, signal),
    evidenceCost(sources, funder),
  )
  const mechanismAsked =
    funder === 'nih'
      ? call(`nih:${query}:${mechanism}`, () =>
          sources.nihReporter.searchProjects({
            text: query,
            activityCodes: [...MECHANISM_CODES[mechanism]],
            limit: NIH_MECHANISM_PROJECTS,
          }),
        )
      : null
  const priorAsked = input.authorId ? priorAwards(ctx, input.authorId, call, settle) : null

  const [nih, nihMechanism, opportunities, evidence, prior, ...nsf] = await Promise.all([
    settle(FUNDING_SOURCE_NAMES['nih-reporter'], nihAsked),
    settle(FUNDING_SOURCE_NAMES['nih-reporter'], mechanismAsked),
    settle('Grants.gov', opportunitiesAsked),
    settle('The literature sources', evidenceAsked),
    priorAsked,
    ...nsfAsked.map((asked) => settle(FUNDING_SOURCE_NAMES['nsf-awards'], asked)),
  ])

  // 2. Similar funded projects and their amounts
  const nihProjects = [...(nih?.value?.projects ?? []), ...(nihMechanism?.value?.projects ?? [])]
  const nsfProjects = nsf.flatMap((page) => page?.value?.projects ?? [])
  const projects = distinctProjects([...nihProjects, ...nsfProjects])
  const ranked = rankSimilarProjects(buildProjectIndex(projects), input.idea, SIMILAR_SHOWN)
  const nihStatus = sectionOf([nih, nihMechanism], nihProjects.length)
  const nsfStatus = sectionOf(nsf, nsfProjects.length)
  const fundingFailed = nihStatus.state === 'failed' && nsfStatus.state === 'failed'
  const fundingMessage = [
    [FUNDING_SOURCE_NAMES['nih-reporter'], nihStatus.message],
    [FUNDING_SOURCE_NAMES['nsf-awards'], nsfStatus.message],
  ]
    .flatMap(([name, message]) => (message ? [message.startsWith(name ?? '') ? message : `${name}: ${message}`] : []))
    .join(' ')
  const amounts = amountsByMechanism(projects)

  // 3. Evidence, the checker and the critique
  const evidenceOut: GrantEvidence = evidence?.value
    ? await evidenceSection(topic, evidence.value, ctx.log)
    : evidence
      ? evidenceUnavailable(topic, 'failed', evidence.error)
      : evidenceUnavailable(topic, 'skipped', BUDGET_NOTE)
  const draft = input.draft ?? ''
  const findings = draft.trim()
    ? checkDraft(
        draft,
        funder,
        evidenceOut.references.map((reference) => ({ n: reference.n, retracted: reference.retracted })),
      )
    : []
  const critiqued = await critique(
    ctx.llm,
    { funder, mechanism, text: draft.trim() ? draft : input.idea, isDraft: Boolean(draft.trim()), findings },
    ctx.log,
    signal,
  )

  const opportunitiesOut: GrantWriterResponse['opportunities'] = {
    status: !opportunities
      ? { state: 'skipped', message: BUDGET_NOTE }
      : opportunities.error !== null
        ? { state: 'failed', message: opportunities.error }
        : opportunities.value.opportunities.length
          ? { state: 'ok', message: null }
          : { state: 'empty', message: `Grants.gov lists no posted or forecasted opportunity for “${grantsKeyword}”.` },
    keyword: grantsKeyword,
    items: (opportunities?.value?.opportunities ?? []).slice(0, OPPORTUNITIES).map((item) => ({
      id: item.id,
      number: item.number,
      title: item.title.slice(0, 1000),
      agency: item.agency,
      status: item.status,
      openDate: item.openDate,
      closeDate: item.closeDate,
      url: item.url,
    })),
    total: opportunities?.value?.total ?? null,
  }

  const upstreamFailed =
    fundingFailed && evidenceOut.status.state === 'failed' && opportunitiesOut.status.state === 'failed'
  if (upstreamFailed) throw new AppError('UPSTREAM_FAILED', 'Failed to generate analysis. Please try again.')

  const response: GrantWriterResponse = {
    funder,
    mechanism,
    scaffold: buildScaffold({ funder, mechanism, idea: input.idea, draft: input.draft }),
    evidence: evidenceOut,
    similar: {
      status: fundingFailed
        ? { state: 'failed', message: fundingMessage }
        : ranked.length
          ? { state: 'ok', message: fundingMessage || null }
          : { state: 'empty', message: fundingMessage || 'No funded project shares the idea’s words.' },
      searched: [
        { source: 'nih-reporter', read: nihProjects.length, total: nih?.value?.total ?? null, status: nihStatus },
        { source: 'nsf-awards', read: nsfProjects.length, total: null, status: nsfStatus },
      ],
      projects: ranked.map((entry) => ({
        ...projectView(entry.project),
        score: Math.round(entry.score * 100) / 100,
        matchedTerms: entry.matchedTerms.slice(0, 50),
      })),
      method: SIMILAR_METHOD,
    },
    amounts: {
      status: fundingFailed
        ? { state: 'failed', message: fundingMessage }
        : amounts.length
          ? { state: 'ok', message: null }
          : { state: 'empty', message: 'None of the projects found has both an amount and a fiscal year.' },
      rows: amounts.slice(0, 40),
      note: AMOUNTS_NOTE,
    },
    priorAwards: prior,
    opportunities: opportunitiesOut,
    findings,
    critique: critiqued,
    policy: AI_POLICY_NOTE,
    calls: plan.used,
    budget: plan.budget,
    generatedAt: now.toISOString(),
  }
  // The member's last run of the tool, reopened when they come back to the page.
  await saveToolOutput(ctx.db, ctx.user.id, 'grant-proposal-writer', input, response)
  return response
}

function projectView(project: FundedProject): FundedProjectView {
  return {
    source: project.source,
    id: project.id.slice(0, 100),
    title: project.title.slice(0, 2000),
    pis: project.pis.slice(0, 20).map((pi) => pi.replace(/\s+/g, ' ').slice(0, 200)),
    organisation: project.organisation?.slice(0, 500) ?? null,
    mechanism: project.mechanism?.slice(0, 100) ?? null,
    fiscalYear: project.fiscalYear,
    amount: project.amount,
    url: project.url && /^https?:\/\//.test(project.url) ? project.url : null,
  }
}

/** One project per source and id (NIH gives a project once per fiscal year: the newest year is kept first). */
function distinctProjects(projects: readonly FundedProject[]): FundedProject[] {
  const seen = new Set<string>()
  return projects.filter((project) => {
    const key = `${project.source}:${project.id}:${project.fiscalYear ?? ''}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function sectionOf(
  answers: readonly (Settled<FundingSearch> | null)[],
  read: number,
): GrantWriterResponse['similar']['searched'][number]['status'] {
  const asked = answers.filter((answer) => answer !== null)
  const failed = asked.filter((answer) => answer.error !== null)
  if (!asked.length) return { state: 'skipped', message: BUDGET_NOTE }
  if (failed.length === asked.length) return { state: 'failed', message: failed[0]?.error ?? null }
  if (failed.length)
    return { state: read ? 'ok' : 'empty', message: `${failed[0]?.error ?? ''} Some results are missing.` }
  return read ? { state: 'ok', message: null } : { state: 'empty', message: 'No funded project found.' }
}

type Call = <T>(key: string, ask: () => Promise<T>, cost?: number) => Promise<T> | null
type Settle = <T>(name: string, promise: Promise<T> | null) => Promise<Settled<T> | null>

/** The author's name from OpenAlex, then their awards by PI name in both databases. */
async function priorAwards(
  ctx: AuthedContext,
  authorId: string,
  call: Call,
  settle: Settle,
): Promise<NonNullable<GrantWriterResponse['priorAwards']>> {
  const empty = (state: 'failed' | 'skipped' | 'empty', message: string) => ({
    status: { state, message },
    author: null,
    match: 'Awards are matched by the OpenAlex author’s name.',
    awards: [],
  })
  const found = await settle(
    'OpenAlex',
    call(`author:${authorId}`, () => ctx.sources.openalex.getAuthors([authorId])),
  )
  if (!found) return empty('skipped', BUDGET_NOTE)
  if (found.error !== null) return empty('failed', found.error)
  const author = found.value[0]
  if (!author) return empty('empty', `OpenAlex has no author ${authorId}.`)
  const name = author.name.replace(/\s+/g, ' ').trim()
  const institutions = [...new Set([author.institution, ...author.institutions].filter((x): x is string => !!x))]
  const [nih, nsf] = await Promise.all([
    settle(
      FUNDING_SOURCE_NAMES['nih-reporter'],
      call(`nih-pi:${name}`, () =>
        ctx.sources.nihReporter.searchProjects({ text: '', piName: name, limit: NIH_MECHANISM_PROJECTS }),
      ),
    ),
    settle(
      FUNDING_SOURCE_NAMES['nsf-awards'],
      call(`nsf-pi:${name}`, () => ctx.sources.nsfAwards.searchAwards({ keywords: '', piName: name })),
    ),
  ])
  const answers = [nih, nsf]
  const awards = awardsOf(
    name,
    answers.flatMap((answer) => answer?.value?.projects ?? []),
  ).slice(0, 50)
  const problems = answers.flatMap((answer, i) =>
    !answer
      ? [`${Object.values(FUNDING_SOURCE_NAMES)[i]}: ${BUDGET_NOTE}`]
      : answer.error !== null
        ? [answer.error]
        : [],
  )
  const allFailed = answers.every((answer) => !answer || answer.error !== null)
  return {
    status: allFailed
      ? { state: 'failed', message: problems.join(' ') }
      : awards.length
        ? { state: 'ok', message: problems.join(' ') || null }
        : {
            state: 'empty',
            message: [`No award names ${name} as a principal investigator.`, ...problems].join(' '),
          },
    author: { id: authorId, name: name.slice(0, 300), institutions: institutions.slice(0, 10) },
    match: `${matchDescription(name)} ${plural(awards.length, 'award')} matched.`,
    awards: awards.map((award) => ({
      ...projectView(award),
      sameInstitution: atInstitution(award.organisation, institutions),
    })),
  }
}
