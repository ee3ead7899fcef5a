import { serve } from '@hono/node-server'
import { createFakeUpstreams, fakeLlmEnv, fakeSourceEnv } from '../server/test/fakes'

// `npm run fakes`: every upstream API faked on one local port, for e2e runs and offline development.
const port = Number(process.env.FAKES_PORT ?? 3999)
serve({ fetch: createFakeUpstreams().fetch, port, hostname: '127.0.0.1' }, (info) => {
  const origin = `http://127.0.0.1:${info.port}`
  console.log(`Fake upstream APIs on ${origin}. Point Lodestar at them with:`)
  for (const [key, value] of Object.entries(fakeSourceEnv(origin))) console.log(`${key}=${value}`)
  console.log('and the language model (optional; dev:offline turns it on):')
  for (const [key, value] of Object.entries(fakeLlmEnv(origin))) console.log(`${key}=${value}`)
  // scripts/dev.mjs --offline waits for this line before it starts the API with the settings above.
  console.log('Fake upstream APIs ready.')
})
