/**
 * npm run bench:bibliography — CPU time to format 200 references in each export format (citeproc-js for the
 * styles, citation-js for BibTeX and RIS), median and max over repeated runs, after one warm-up per format.
 * Budget: under 1.5 s of CPU per format for 200 references.
 */
import { BibliographyFormats, formatBibliography } from '../server/features/bibliography'
import { fixtureWorks } from '../server/test/works'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const BUDGET_MS = 1500

const pool = Object.values(fixtureWorks()).flat()
const refs = Array.from({ length: 200 }, (_, index) => ({
  n: index + 1,
  link: null,
  work: { ...pool[index % pool.length]!, year: 1900 + (index % 120) },
}))

console.log(`format      median ms  max ms  budget ${BUDGET_MS} ms`)
for (const format of BibliographyFormats) {
  formatBibliography(refs.slice(0, 2), format)
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const started = process.cpuUsage()
    formatBibliography(refs, format)
    const { user, system } = process.cpuUsage(started)
    times.push((user + system) / 1000)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]!
  const max = times[times.length - 1]!
  const verdict = max < BUDGET_MS ? 'ok' : 'OVER'
  console.log(`${format.padEnd(10)}  ${median.toFixed(0).padStart(9)}  ${max.toFixed(0).padStart(6)}  ${verdict}`)
}
