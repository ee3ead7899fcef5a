import type { BaseEnv } from './base-context'

/**
 * Changes the headers of the finished response in place. `c.header()` after `next()` builds a new
 * Response on every call, which also makes the Node adapter turn its light response into a full one.
 */
export function editResponseHeaders(c: { res: Response }, edit: (headers: Headers) => void): void {
  try {
    edit(c.res.headers)
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
    // Headers of a fetch() answer or of Response.redirect() are immutable: copy that response once.
    c.res = new Response(c.res.body, c.res)
    edit(c.res.headers)
  }
}

/**
 * Adds the headers an answer does not set itself (its own value wins, so a route may choose, say, its
 * Cache-Control). On the Node server they go on Node's own response, which `writeHead` merges with the
 * answer's: an answer built with one header then never becomes an undici `Headers` object, the dearest part
 * of a small request (decision 029). In-process requests (`app.request`, tests) have no Node response; there
 * the answer's headers are edited, to the same result.
 */
export function addDefaultHeaders(
  c: { env: BaseEnv['Bindings'] | undefined; res: Response },
  defaults: Iterable<readonly [string, string]>,
): void {
  // app.request() without an env leaves it undefined
  const outgoing = c.env?.outgoing
  if (outgoing && !outgoing.headersSent) {
    for (const [name, value] of defaults) outgoing.setHeader(name, value)
    return
  }
  editResponseHeaders(c, (headers) => {
    for (const [name, value] of defaults) if (!headers.has(name)) headers.set(name, value)
  })
}
