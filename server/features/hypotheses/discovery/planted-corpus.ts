import type { WorkConcepts } from './concept-graph'

/**
 * A tiny corpus with known chains, as concept sets: A–B1–C, A–B2–C and A–B3–D (each link in three works), A never
 * with C or D, over filler works that keep every concept rare enough for its links to stand above chance.
 */
export function plantedCorpus(options: { fillers?: number } = {}): WorkConcepts[] {
  const concepts = (...keys: string[]) => keys.map((key) => ({ key, name: key, kind: 'phrase' as const }))
  const works: WorkConcepts[] = []
  const add = (times: number, ...keys: string[]): void => {
    for (let i = 0; i < times; i++) works.push({ id: `W${String(works.length)}`, concepts: concepts(...keys) })
  }
  add(3, 'alpha', 'bravo')
  add(3, 'alpha', 'charli')
  add(3, 'alpha', 'delta')
  add(3, 'bravo', 'echo')
  add(3, 'charli', 'echo')
  add(3, 'delta', 'foxtrot')
  // a single shared work is no link: alpha–golf is seen once, golf–echo three times
  add(1, 'alpha', 'golf')
  add(3, 'golf', 'echo')
  for (let i = 0; i < (options.fillers ?? 60); i++) add(1, `filler${String(i % 20)}`, `other${String(i % 7)}`)
  return works
}
