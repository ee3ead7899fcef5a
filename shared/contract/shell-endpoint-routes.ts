/**
 * The endpoints the app shell calls on every page (the session, the public configuration, sign-out and the
 * not-found report): the only part of the endpoint table in the landing's JavaScript (decision 023).
 */
export const shellEndpointRoutes = {
  me: { method: 'GET', path: '/me', access: 'visitor' },
  subscription: { method: 'GET', path: '/subscription', access: 'member' },
  signOutEverywhere: { method: 'POST', path: '/account/sign-out', access: 'member' },
  publicConfig: { method: 'GET', path: '/config', access: 'visitor' },
  reportPageNotFound: { method: 'POST', path: '/client-log/not-found', access: 'visitor' },
} as const satisfies Record<string, EndpointRoute>

export type ShellEndpointName = keyof typeof shellEndpointRoutes

/** Who may call a route: anyone, a signed-in member, a premium member (or admin), an admin. */
export type EndpointAccess = 'visitor' | 'member' | 'premium' | 'admin'

/**
 * What a route carries besides JSON in and out (decision 038); absent means 'json'. 'stream': a JSON request
 * answered with server-sent events; 'multipart': a form with a file; 'bytes': the body is a file's bytes;
 * 'file': the answer is a download; 'redirect': a link from an email, answered with a redirect.
 */
export type EndpointKind = 'json' | 'stream' | 'multipart' | 'bytes' | 'file' | 'redirect'

/** One route below /api: the server registers it from this entry, and the web calls it by its name. */
export type EndpointRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  access: EndpointAccess
  kind?: EndpointKind
}

/** The `:name` segments of a path, e.g. 'userId' for '/admin/users/:userId/lifetime-access'. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never

/** The path with each `:name` replaced by its encoded value. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_segment, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(value)
  })
}
