import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/client'
import { projectRoot } from '../../../lib/paths'
import { openTestDatabase } from '../../../test/create-test-app'
import { createPubChemFake } from '../../../test/fakes/pubchem.fake'
import { createSourceHarness, HARNESS_ORIGIN } from '../../../test/fakes/source-harness'
import {
  createPubChemConnector,
  parsePubChemProperties,
  parsePubChemSynonyms,
  pubChemFaultCode,
} from './pubchem.client'

const raw = (name: string) => readFileSync(join(projectRoot, 'server/test/fixtures/pubchem', name), 'utf8')
const fixture = (name: string): unknown => JSON.parse(raw(name))

describe('PubChem parsers', () => {
  it('reads the 2025 property shape (ConnectivitySMILES, weight as a string)', () => {
    expect(parsePubChemProperties(fixture('properties-aspirin.json'))).toEqual({
      cid: 2244,
      iupacName: '2-acetyloxybenzoic acid',
      molecularFormula: 'C9H8O4',
      molecularWeight: 180.16,
      canonicalSmiles: 'CC(=O)OC1=CC=CC=C1C(=O)O',
      inchiKey: 'BSYNRYMUTXBXSQ-UHFFFAOYSA-N',
    })
  })

  it('reads the older shape (CanonicalSMILES, weight as a number)', () => {
    expect(parsePubChemProperties(fixture('properties-caffeine.json'))).toMatchObject({
      cid: 2519,
      molecularWeight: 194.19,
      canonicalSmiles: 'CN1C=NC2=C1C(=O)N(C(=O)N2C)C',
    })
  })

  it('keeps the first 10 synonyms in order', () => {
    const synonyms = parsePubChemSynonyms(fixture('synonyms-2244.json'))
    expect(synonyms).toHaveLength(10)
    expect(synonyms.slice(0, 3)).toEqual(['aspirin', 'ACETYLSALICYLIC ACID', '50-78-2'])
    expect(synonyms).not.toContain('Ecotrin')
  })

  it('reads the fault code of an error body', () => {
    expect(pubChemFaultCode(raw('fault-not-found.json'))).toBe('PUGREST.NotFound')
    expect(pubChemFaultCode('<html>busy</html>')).toBeNull()
  })

  it('rejects answers of another shape', () => {
    expect(() => parsePubChemProperties(fixture('synonyms-2244.json'))).toThrow()
    expect(() => parsePubChemSynonyms(fixture('properties-aspirin.json'))).toThrow()
  })
})

describe('the PubChem connector, through SourceHttp and the fake', () => {
  let database: Database
  beforeAll(async () => {
    database = (await openTestDatabase()).database
  })
  afterAll(async () => {
    await database.close()
  })

  const harness = () => {
    const h = createSourceHarness({
      db: database.db,
      mount: 'pubchem',
      fake: createPubChemFake(),
      env: { PUBCHEM_BASE_URL: `${HARNESS_ORIGIN}/pubchem` },
    })
    return { ...h, connector: createPubChemConnector(h.deps) }
  }

  it('looks a compound up by name: properties, then synonyms by CID', async () => {
    const { connector, calls } = harness()
    expect(await connector.lookupCompound('Aspirin')).toEqual({
      cid: 2244,
      name: 'aspirin',
      iupacName: '2-acetyloxybenzoic acid',
      molecularFormula: 'C9H8O4',
      molecularWeight: 180.16,
      canonicalSmiles: 'CC(=O)OC1=CC=CC=C1C(=O)O',
      inchiKey: 'BSYNRYMUTXBXSQ-UHFFFAOYSA-N',
      synonyms: [
        'aspirin',
        'ACETYLSALICYLIC ACID',
        '50-78-2',
        '2-Acetoxybenzoic acid',
        '2-(Acetyloxy)benzoic acid',
        'Acetylsalicylate',
        'Salicylic acid acetate',
        'o-Acetylsalicylic acid',
        'Acylpyrin',
        'Aspirine',
      ],
      url: 'https://pubchem.ncbi.nlm.nih.gov/compound/2244',
    })
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/pubchem/compound/name/Aspirin/property/IUPACName,MolecularFormula,MolecularWeight,CanonicalSMILES,InChIKey/JSON',
      '/pubchem/compound/cid/2244/synonyms/JSON',
    ])
  })

  it('encodes the name in the path', async () => {
    const { connector, calls } = harness()
    const compound = await connector.lookupCompound('1,3,7-trimethylxanthine')
    expect(compound?.cid).toBe(2519)
    expect(compound?.canonicalSmiles).toBe('CN1C=NC2=C1C(=O)N(C(=O)N2C)C')
    expect(calls[0]?.url.pathname).toContain('/compound/name/1%2C3%2C7-trimethylxanthine/property/')
  })

  it('answers null for a name PubChem does not know (404 PUGREST.NotFound), and for an empty name', async () => {
    const { connector, calls } = harness()
    expect(await connector.lookupCompound('unobtainium')).toBeNull()
    expect(calls).toHaveLength(1) // a 404 is not retried
    expect(await connector.lookupCompound('   ')).toBeNull()
    expect(calls).toHaveLength(1)
  })
})
