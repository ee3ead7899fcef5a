/**
 * Plain text from the markup sources put in titles and abstracts: HTML (`<i>`, `<sub>`, `<p>`),
 * MathML (`<mml:math>…`), JATS (`<jats:p>`, `<jats:italic>`) and character entities.
 *
 * - inline tags vanish without a trace: `H<sub>2</sub>O` → `H2O`
 * - block tags (p, div, br, li, sec, title, …) become a space, so paragraphs don't run together
 * - MathML is inline and keeps its visible text (`<mi>x</mi>` → `x`) but drops TeX/annotation duplicates
 * - entities are decoded once after the tags are gone, so `&lt;b&gt;` stays the literal text `<b>`
 * - whitespace is collapsed to single spaces and trimmed
 * - a bare `<` that doesn't start a tag (`p < 0.05`, `p <0.05`) is left alone
 */
export function toPlainText(html: string): string {
  if (!html) return ''
  let text = html
  // Comments, CDATA wrappers, and elements whose content is never visible text.
  text = text.replace(/<!--[\s\S]*?-->/g, '')
  text = text.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
  text = text.replace(/<((?:[\w-]+:)?(?:script|style|annotation|annotation-xml))\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
  // Block-level tags separate words; everything else that looks like a tag is removed.
  text = text.replace(TAG, (_tag, name: string) => (BLOCK_TAGS.has(localName(name)) ? ' ' : ''))
  text = decodeEntities(text)
  return text.replace(/[\s\u00a0]+/g, ' ').trim()
}

const TAG = /<\/?([A-Za-z][\w:.-]*)(?:\s[^<>]*)?\/?>/g

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'br',
  'hr',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'table',
  'caption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'section',
  'article',
  'header',
  'footer',
  'figure',
  'figcaption',
  // JATS
  'sec',
  'title',
  'list',
  'list-item',
  'abstract',
  'trans-abstract',
  'label',
  'disp-formula',
  'fig',
  'table-wrap',
  'def-list',
  'def-item',
  'term',
  'def',
])

function localName(name: string): string {
  const colon = name.lastIndexOf(':')
  return (colon >= 0 ? name.slice(colon + 1) : name).toLowerCase()
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  minus: '\u2212',
  plusmn: '\u00b1',
  times: '\u00d7',
  divide: '\u00f7',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  sbquo: '\u201a',
  bdquo: '\u201e',
  laquo: '\u00ab',
  raquo: '\u00bb',
  le: '\u2264',
  ge: '\u2265',
  ne: '\u2260',
  asymp: '\u2248',
  sim: '\u223c',
  infin: '\u221e',
  deg: '\u00b0',
  micro: '\u00b5',
  middot: '\u00b7',
  bull: '\u2022',
  prime: '\u2032',
  Prime: '\u2033',
  trade: '\u2122',
  reg: '\u00ae',
  copy: '\u00a9',
  sect: '\u00a7',
  para: '\u00b6',
  euro: '\u20ac',
  pound: '\u00a3',
  yen: '\u00a5',
  cent: '\u00a2',
  alpha: '\u03b1',
  beta: '\u03b2',
  gamma: '\u03b3',
  delta: '\u03b4',
  epsilon: '\u03b5',
  zeta: '\u03b6',
  eta: '\u03b7',
  theta: '\u03b8',
  iota: '\u03b9',
  kappa: '\u03ba',
  lambda: '\u03bb',
  mu: '\u03bc',
  nu: '\u03bd',
  xi: '\u03be',
  omicron: '\u03bf',
  pi: '\u03c0',
  rho: '\u03c1',
  sigma: '\u03c3',
  tau: '\u03c4',
  upsilon: '\u03c5',
  phi: '\u03c6',
  chi: '\u03c7',
  psi: '\u03c8',
  omega: '\u03c9',
  Alpha: '\u0391',
  Beta: '\u0392',
  Gamma: '\u0393',
  Delta: '\u0394',
  Theta: '\u0398',
  Lambda: '\u039b',
  Pi: '\u03a0',
  Sigma: '\u03a3',
  Phi: '\u03a6',
  Psi: '\u03a8',
  Omega: '\u03a9',
  rarr: '\u2192',
  larr: '\u2190',
  harr: '\u2194',
  uarr: '\u2191',
  darr: '\u2193',
  rArr: '\u21d2',
  auml: '\u00e4',
  ouml: '\u00f6',
  uuml: '\u00fc',
  Auml: '\u00c4',
  Ouml: '\u00d6',
  Uuml: '\u00dc',
  szlig: '\u00df',
  eacute: '\u00e9',
  egrave: '\u00e8',
  ecirc: '\u00ea',
  aacute: '\u00e1',
  agrave: '\u00e0',
  acirc: '\u00e2',
  iacute: '\u00ed',
  oacute: '\u00f3',
  uacute: '\u00fa',
  ntilde: '\u00f1',
  ccedil: '\u00e7',
  atilde: '\u00e3',
  otilde: '\u00f5',
  oslash: '\u00f8',
  aring: '\u00e5',
  aelig: '\u00e6',
  Eacute: '\u00c9',
  thinsp: '\u2009',
  ensp: '\u2002',
  emsp: '\u2003',
  zwnj: '',
  zwj: '',
  shy: '',
}

/** Decodes numeric (`&#8211;`, `&#x2013;`) and common named entities; unknown ones are left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*);/g, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return whole
      return String.fromCodePoint(code)
    }
    return NAMED_ENTITIES[body] ?? whole
  })
}

// ---------- identifiers ----------

/** A DOI bare and lower case (`10.1234/abc`), from `https://doi.org/10.1234/ABC`, `doi:10.…` or `10.…`; undefined when it is not a DOI. */
export function normalizeDoi(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  let doi = raw.trim()
  doi = doi.replace(/^https?:\/\/(?:dx\.|www\.)?doi\.org\//i, '').replace(/^doi:\s*/i, '')
  if (/%[0-9a-f]{2}/i.test(doi)) {
    try {
      doi = decodeURIComponent(doi)
    } catch {
      // keep it as written
    }
  }
  doi = doi.trim().toLowerCase()
  return /^10\.\d{4,9}\/\S+$/.test(doi) ? doi : undefined
}

/** An ORCID bare (`0000-0002-1825-0097`), from `https://orcid.org/…`, the bare form or 16 undashed digits; undefined otherwise. */
export function normalizeOrcid(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  const digits = raw
    .replace(/^\s*https?:\/\/(?:www\.)?orcid\.org\//i, '')
    .replace(/[^0-9Xx]/g, '')
    .toUpperCase()
  if (!/^\d{15}[\dX]$/.test(digits)) return undefined
  return digits.replace(/(.{4})(?=.)/g, '$1-')
}

/** A PubMed id as digits, from `https://pubmed.ncbi.nlm.nih.gov/29456894` or `29456894`. */
export function normalizePmid(raw: unknown): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined
  const match = /(\d+)\/?$/.exec(String(raw).trim())
  return match?.[1]
}

/** A PubMed Central id as `PMC5815332`, from `https://www.ncbi.nlm.nih.gov/pmc/articles/5815332`, `PMC5815332` or `5815332`. */
export function normalizePmcid(raw: unknown): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined
  const match = /(?:PMC)?(\d+)\/?$/i.exec(String(raw).trim())
  return match?.[1] ? `PMC${match[1]}` : undefined
}

/** An arXiv id without its version: `2510.01234`, `astro-ph/0601001`; from `arXiv:2510.01234v2`, `https://arxiv.org/abs/…` or the DataCite DOI `10.48550/arXiv.…`. */
export function normalizeArxivId(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  let id = raw.trim()
  id = id
    .replace(/^https?:\/\/(?:www\.|export\.)?arxiv\.org\/(?:abs|pdf)\//i, '')
    .replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/)?10\.48550\/arxiv\./i, '')
    .replace(/^arxiv:/i, '')
  id = id.replace(/\.pdf$/i, '').replace(/v\d+$/i, '')
  if (/^\d{4}\.\d{4,5}$/.test(id)) return id
  const old = /^([a-z-]+(?:\.[A-Z]{2})?)\/(\d{7})$/i.exec(id)
  return old ? `${old[1]}/${old[2]}` : undefined
}
