// citation-js ships no types; these are the parts of its API we call (@citation-js/core 0.8.2, lib/Cite, lib/plugins).
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown)
    data: unknown[]
    format(format: string, options?: Record<string, unknown>): unknown
  }
  export const plugins: {
    config: { get(plugin: string): unknown }
  }
}
declare module '@citation-js/plugin-bibtex'
declare module '@citation-js/plugin-ris'
declare module '@citation-js/plugin-csl'
