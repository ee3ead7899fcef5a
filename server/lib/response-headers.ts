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
