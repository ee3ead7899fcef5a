import { prerenderToNodeStream } from 'react-dom/static'
import { App } from './app/app'
import { seedVisitorSession } from './features/session/api/session-queries'
import { createQueryClient } from './lib/query-client'

/**
 * The HTML a visitor's browser renders at `path` before any API answer, lazy route included: the server
 * puts it in the page, where it paints before the scripts arrive, and the browser hydrates it (decision 035).
 */
export async function renderVisitorPage(path: string): Promise<string> {
  const queryClient = createQueryClient()
  seedVisitorSession(queryClient, 'none')
  // Each Suspense boundary inline, however large: React would move one over 12.8 kB out of place and reveal it
  // with an inline script, which the page's Content-Security-Policy (script-src 'self') rightly refuses.
  const { prelude } = await prerenderToNodeStream(<App ssrPath={path} queryClient={queryClient} />, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  })
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  queryClient.clear()
  return Buffer.concat(chunks).toString('utf8')
}
