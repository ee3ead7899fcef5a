import { Hono } from 'hono'
import { faultInjection, fixture, JSON_FAULT_ANSWERS } from './fault-injection'

/**
 * PubChem PUG REST from server/test/fixtures/pubchem: properties by compound name and synonyms by CID.
 * Knows aspirin (CID 2244; the 2025 ConnectivitySMILES shape) and caffeine (CID 2519; the older
 * CanonicalSMILES shape) under a few names; any other name is a 404 with PUG REST's JSON Fault.
 * Failures: faultInjection (fault-injection.ts).
 */
const JSON_TYPE = 'application/json'

export function createPubChemFake(): Hono {
  const notFound = fixture('pubchem', 'fault-not-found.json')
  const aspirin = fixture('pubchem', 'properties-aspirin.json')
  const caffeine = fixture('pubchem', 'properties-caffeine.json')
  const byName = new Map<string, string>([
    ['aspirin', aspirin],
    ['acetylsalicylic acid', aspirin],
    ['2244', aspirin],
    ['caffeine', caffeine],
    ['guaranine', caffeine],
    ['1,3,7-trimethylxanthine', caffeine],
  ])
  const synonyms = new Map([
    ['2244', fixture('pubchem', 'synonyms-2244.json')],
    ['2519', fixture('pubchem', 'synonyms-2519.json')],
  ])

  return new Hono()
    .use('*', faultInjection(JSON_FAULT_ANSWERS))
    .get('/compound/name/:name/property/:properties/JSON', (c) => {
      const name = c.req.param('name')
      const body = byName.get(name.trim().toLowerCase())
      return body
        ? c.body(body, 200, { 'content-type': JSON_TYPE })
        : c.body(notFound, 404, { 'content-type': JSON_TYPE })
    })
    .get('/compound/cid/:cid/synonyms/JSON', (c) => {
      const body = synonyms.get(c.req.param('cid'))
      return body
        ? c.body(body, 200, { 'content-type': JSON_TYPE })
        : c.body(notFound, 404, { 'content-type': JSON_TYPE })
    })
}
