import type { SourceStatus } from '#shared/contract/sources'
import type { LibraryConnector, OpenAlexConnector, SemanticScholarConnector, WorkConnector } from './connector'
import type { BlastConnector } from './connectors/blast.client'
import type { GrantsGovConnector } from './connectors/grants-gov.client'
import type { NihReporterConnector } from './connectors/nih-reporter.client'
import type { NsfAwardsConnector } from './connectors/nsf-awards.client'
import type { PubChemConnector } from './connectors/pubchem.client'
import type { SourceHttp } from './source-http'

/**
 * The registry of upstream sources the platform builds once (createSources implements it). Type-only, so
 * server/request-context.ts can name it without importing the feature's routes (no import circle).
 */
export type Sources = {
  http: SourceHttp
  openalex: OpenAlexConnector
  semanticscholar: SemanticScholarConnector
  pubchem: PubChemConnector
  blast: BlastConnector
  /** NSF Award Search: funded projects for the grant writer */
  nsfAwards: NsfAwardsConnector
  /** NIH RePORTER v2: funded projects for the grant writer */
  nihReporter: NihReporterConnector
  /** Grants.gov search2: open (posted and forecasted) funding opportunities */
  grantsGov: GrantsGovConnector
  workConnectors: WorkConnector[]
  library: LibraryConnector
  /** which sources this deployment can use, and which are failing right now */
  statuses(): SourceStatus[]
}
