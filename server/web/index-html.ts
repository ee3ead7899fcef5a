import { publicPageAt } from './public-pages'

function escapeAttribute(value: string) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

const DESCRIPTION_TAG = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/i
const EMPTY_ROOT = '<div id="root"></div>'

/**
 * The built index.html for one request: a public page gets its own description and a canonical URL
 * (in the HTML itself, so crawlers that run no JavaScript see them too) and preloads of its route's
 * scripts; a request without a session cookie is marked as a visitor's, so the app renders without
 * waiting for /api/me. `content` is the page prerendered for a visitor, put in the app's root to be hydrated.
 */
export function renderIndexHtml(
  template: string,
  {
    path,
    appUrl,
    visitor,
    preloads = [],
    content,
  }: { path: string; appUrl: string; visitor: boolean; preloads?: readonly string[]; content?: string },
): string {
  const page = publicPageAt(path)
  const tags = preloads.map((url) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(url)}" />`)
  let html = template
  if (page) {
    html = html.replace(DESCRIPTION_TAG, `<meta name="description" content="${escapeAttribute(page.description)}" />`)
    tags.push(`<link rel="canonical" href="${escapeAttribute(new URL(page.path, appUrl).href)}" />`)
  }
  if (visitor) tags.push('<meta name="lodestar-session" content="none" />')
  if (tags.length > 0) html = html.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
  // A replacer function: a "$&" in the content must stay text.
  return content ? html.replace(EMPTY_ROOT, () => `<div id="root">${content}</div>`) : html
}
