import type { ConnectorDeps } from '../connector'
import { asArray, asInt, asString, clamp, fetchAndRead, isObject, parseJson, upstreamError } from './connector-kit'
import type { FundedProject, FundingSearch } from './funding'

/**
 * NIH RePORTER API v2 (keyless): `POST /v2/projects/search` with a JSON body `{criteria, include_fields, offset,
 * limit, sort_field, sort_order}`. NIH asks for at most one request a second (the source policy) and pages of up to
 * 500. The idea goes in `criteria.advanced_text_search` over title, terms and abstract; a PI in
 * `criteria.pi_names[].any_name`. Answers are `{meta: {total, offset, limit…}, results: […]}` in snake_case with a
 * nested `organization`.
 */
export const NIH_MAX_LIMIT = 500

const INCLUDE_FIELDS = [
  'ApplId',
  'ProjectNum',
  'CoreProjectNum',
  'FiscalYear',
  'ActivityCode',
  'AwardAmount',
  'ProjectTitle',
  'AbstractText',
  'PrincipalInvestigators',
  'Organization',
  'ProjectStartDate',
  'ProjectDetailUrl',
]

export type NihReporterConnector = {
  searchProjects(input: {
    text: string
    piName?: string
    activityCodes?: string[]
    limit?: number
    offset?: number
  }): Promise<FundingSearch>
}

export function createNihReporterConnector({ http, env }: ConnectorDeps): NihReporterConnector {
  const base = env.NIH_REPORTER_BASE_URL
  return {
    async searchProjects({ text, piName, activityCodes, limit = 50, offset = 0 }) {
      // No text: every project of the PI (a member's prior awards).
      const criteria: Record<string, unknown> = text.trim()
        ? {
            advanced_text_search: {
              operator: 'or',
              search_field: 'projecttitle,terms,abstracttext',
              search_text: text.trim(),
            },
          }
        : {}
      if (piName?.trim()) criteria.pi_names = [{ any_name: piName.trim() }]
      if (activityCodes?.length) criteria.activity_codes = activityCodes
      const body = JSON.stringify({
        criteria,
        include_fields: INCLUDE_FIELDS,
        offset: Math.max(0, Math.trunc(offset)),
        limit: clamp(limit, 1, NIH_MAX_LIMIT),
        sort_field: 'fiscal_year',
        sort_order: 'desc',
      })
      return fetchAndRead(
        http,
        {
          source: 'nihreporter',
          url: `${base}/v2/projects/search`,
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          cache: 'search',
        },
        (response) => {
          if (response.status !== 200) throw upstreamError('nihreporter', response)
          return parseNihProjects(parseJson('nihreporter', response.body))
        },
        'NIH RePORTER',
      )
    },
  }
}

function personName(person: Record<string, unknown>): string | null {
  const parts = [asString(person.first_name), asString(person.last_name)].filter((part) => part?.trim())
  const name = parts.length ? parts.join(' ') : asString(person.full_name)
  return name ? name.replace(/\s+/g, ' ').trim() : null
}

function parseProject(project: Record<string, unknown>): FundedProject | null {
  const title = asString(project.project_title)?.trim()
  const id = asString(project.project_num) ?? asString(project.appl_id)
  if (!title || !id) return null
  const pis = asArray(project.principal_investigators)
    .filter(isObject)
    .sort((a, b) => Number(b.is_contact_pi === true) - Number(a.is_contact_pi === true))
    .map(personName)
    .filter((name): name is string => Boolean(name))
  const organisation = isObject(project.organization) ? asString(project.organization.org_name) : null
  const amount = typeof project.award_amount === 'number' ? Math.round(project.award_amount) : null
  return {
    source: 'nih-reporter',
    id,
    title,
    abstract: asString(project.abstract_text)?.trim() || null,
    pis,
    organisation,
    mechanism: asString(project.activity_code),
    fiscalYear: asInt(project.fiscal_year),
    amount,
    url: asString(project.project_detail_url),
    startDate: asString(project.project_start_date)?.slice(0, 10) ?? null,
  }
}

/** Projects of a projects/search answer (`{meta, results[]}`). */
export function parseNihProjects(json: unknown): FundingSearch {
  if (!isObject(json) || !isObject(json.meta) || !Array.isArray(json.results))
    throw new Error('expected {meta, results}')
  const projects = json.results
    .filter(isObject)
    .map(parseProject)
    .filter((project): project is FundedProject => project !== null)
  return { projects, total: asInt(json.meta.total) }
}
