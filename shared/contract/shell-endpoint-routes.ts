/**
 * The endpoints the app shell calls on every page (the session, the public configuration, sign-out and the
 * not-found report): the only part of the endpoint table in the landing's JavaScript (decision 023).
 */
export const shellEndpointRoutes = {
  me: { method: 'GET', path: '/me' },
  subscription: { method: 'GET', path: '/subscription' },
  signOutEverywhere: { method: 'POST', path: '/account/sign-out' },
  publicConfig: { method: 'GET', path: '/config' },
  reportPageNotFound: { method: 'POST', path: '/client-log/not-found' },
} as const satisfies Record<string, EndpointRoute>

export type ShellEndpointName = keyof typeof shellEndpointRoutes

export type EndpointRoute = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string }

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
