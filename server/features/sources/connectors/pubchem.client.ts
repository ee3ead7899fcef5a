import type { ConnectorDeps } from '../connector'
import type { SourceResponse } from '../source-http'
import { asArray, asInt, asString, fetchAndRead, isObject, parseJson, upstreamError } from './connector-kit'

/**
 * PubChem PUG REST: a compound's computed properties by name, then its synonyms by CID.
 * PubChem asks for at most 5 requests/s (and 400/min); an unknown name is a 404 with a
 * PUGREST.NotFound fault, which is "no such compound", not an error.
 */

export type Compound = {
  cid: number
  /** PubChem's preferred name (its first synonym), else the name looked up */
  name: string
  iupacName: string | null
  molecularFormula: string | null
  molecularWeight: number | null
  canonicalSmiles: string | null
  inchiKey: string | null
  /** the first 10 synonyms, PubChem's order */
  synonyms: string[]
  url: string
}

export type PubChemConnector = {
  readonly id: 'pubchem'
  readonly name: string
  lookupCompound(name: string): Promise<Compound | null>
}

const PROPERTIES = 'IUPACName,MolecularFormula,MolecularWeight,CanonicalSMILES,InChIKey'

type CompoundProperties = Omit<Compound, 'name' | 'synonyms' | 'url'>

/** The PUG REST fault code of an error body (`{"Fault": {"Code": "PUGREST.NotFound", …}}`), if any. */
export function pubChemFaultCode(body: string): string | null {
  try {
    const json: unknown = JSON.parse(body)
    return isObject(json) && isObject(json.Fault) ? asString(json.Fault.Code) : null
  } catch {
    return null
  }
}

/** Not found (404 PUGREST.NotFound) or a name PubChem cannot use (400 PUGREST.BadRequest): no compound. */
function isNoMatch(response: SourceResponse): boolean {
  if (response.status === 404) return true
  return response.status === 400 && pubChemFaultCode(response.body) === 'PUGREST.BadRequest'
}

/** The first compound of a property table. PubChem renamed CanonicalSMILES to ConnectivitySMILES in 2025; both are read. */
export function parsePubChemProperties(json: unknown): CompoundProperties | null {
  if (!isObject(json) || !isObject(json.PropertyTable)) throw new Error('expected {PropertyTable}')
  const first = asArray(json.PropertyTable.Properties).filter(isObject)[0]
  if (!first) return null
  const cid = asInt(first.CID)
  if (cid === null) throw new Error('a property row without a CID')
  const weight =
    typeof first.MolecularWeight === 'number' ? first.MolecularWeight : Number(asString(first.MolecularWeight) ?? NaN)
  return {
    cid,
    iupacName: asString(first.IUPACName),
    molecularFormula: asString(first.MolecularFormula),
    molecularWeight: Number.isFinite(weight) ? weight : null,
    canonicalSmiles: asString(first.CanonicalSMILES) ?? asString(first.ConnectivitySMILES),
    inchiKey: asString(first.InChIKey),
  }
}

/** The first 10 synonyms of a synonyms answer (`{InformationList: {Information: [{CID, Synonym[]}]}}`). */
export function parsePubChemSynonyms(json: unknown): string[] {
  if (!isObject(json) || !isObject(json.InformationList)) throw new Error('expected {InformationList}')
  const first = asArray(json.InformationList.Information).filter(isObject)[0]
  return asArray(first?.Synonym)
    .map(asString)
    .filter((synonym): synonym is string => !!synonym?.trim())
    .slice(0, 10)
}

export function createPubChemConnector({ http, env }: ConnectorDeps): PubChemConnector {
  const base = env.PUBCHEM_BASE_URL
  return {
    id: 'pubchem',
    name: 'PubChem',
    async lookupCompound(rawName: string): Promise<Compound | null> {
      const name = rawName.trim()
      if (!name) return null
      const properties = await fetchAndRead(
        http,
        {
          source: 'pubchem',
          url: `${base}/compound/name/${encodeURIComponent(name)}/property/${PROPERTIES}/JSON`,
          cache: 'entity',
        },
        (response) => {
          if (isNoMatch(response)) return null
          if (response.status !== 200)
            throw upstreamError('pubchem', response, pubChemFaultCode(response.body) ?? undefined)
          return parsePubChemProperties(parseJson('pubchem', response.body))
        },
      )
      if (!properties) return null
      const synonyms = await fetchAndRead(
        http,
        { source: 'pubchem', url: `${base}/compound/cid/${properties.cid}/synonyms/JSON`, cache: 'entity' },
        (response) => {
          if (response.status === 404) return []
          if (response.status !== 200)
            throw upstreamError('pubchem', response, pubChemFaultCode(response.body) ?? undefined)
          return parsePubChemSynonyms(parseJson('pubchem', response.body))
        },
      )
      return {
        ...properties,
        name: synonyms[0] ?? name,
        synonyms,
        url: `https://pubchem.ncbi.nlm.nih.gov/compound/${properties.cid}`,
      }
    },
  }
}
