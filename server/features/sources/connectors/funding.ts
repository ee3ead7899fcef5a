/** A funded project as the funding connectors give it (NSF awards today; NIH RePORTER next, decision 049). */
export type FundingSource = 'nih-reporter' | 'nsf-awards'

export type FundedProject = {
  source: FundingSource
  id: string
  title: string
  abstract: string | null
  /** principal investigators, "First Last" */
  pis: string[]
  organisation: string | null
  /** NIH activity code (R01, R21, K99…) or NSF instrument/programme (Standard Grant, CAREER…) */
  mechanism: string | null
  fiscalYear: number | null
  /** US dollars: NIH award_amount, NSF estimated total amount */
  amount: number | null
  url: string | null
  /** ISO date the award starts, for "earlier award" */
  startDate: string | null
}

export type FundingSearch = { projects: FundedProject[]; total: number | null }

/** The US federal fiscal year of an ISO date: it starts on 1 October. */
export function federalFiscalYear(isoDate: string | null): number | null {
  const match = isoDate?.match(/^(\d{4})-(\d{2})/)
  if (!match) return null
  const year = Number(match[1])
  return Number(match[2]) >= 10 ? year + 1 : year
}
