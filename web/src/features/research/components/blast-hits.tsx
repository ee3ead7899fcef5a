import { SquareArrowUpRight } from 'lucide-react'
import type { ReactNode } from 'react'
import type { BlastResult } from '#shared/contract/research'
import { Table } from '../../../components/ui/table'

const isWebLink = (url: string) => /^https?:\/\//i.test(url)

/** E-values as BLAST prints them: 0, 2e-22, 0.003. */
export function formatEvalue(evalue: number): string {
  if (evalue === 0) return '0'
  if (evalue < 1e-3) {
    const [mantissa = '', exponent = ''] = evalue.toExponential(1).split('e')
    return `${mantissa.replace(/\.0$/, '')}e${exponent}`
  }
  return String(Number(evalue.toPrecision(2)))
}

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  if (!isWebLink(href)) return <>{children}</>
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-brand-800 underline underline-offset-2"
    >
      {children}
      <SquareArrowUpRight aria-hidden="true" className="h-3 w-3 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

/** The BLAST hits of the question's sequence: each subject with its best alignment, linked to NCBI. */
export function BlastHits({ blast }: { blast: BlastResult }) {
  const title = `BLAST hits (${blast.program} on ${blast.database})`
  return (
    <section aria-label="BLAST hits" className="mt-4">
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      {blast.hits.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No significant similarity found.</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200">
          <Table className="min-w-full text-left text-xs">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  Accession
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  Description
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  Organism
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">
                  Identity
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">
                  E-value
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">
                  Alignment length
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-900">
              {blast.hits.map((hit) => (
                <tr key={hit.accession}>
                  <td className="px-2 py-1.5 whitespace-nowrap">
                    <NewTabLink href={hit.url}>{hit.accession}</NewTabLink>
                  </td>
                  <td className="min-w-48 px-2 py-1.5">{hit.description}</td>
                  <td className="px-2 py-1.5 italic">{hit.organism ?? '—'}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{hit.identity.toFixed(1)}%</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{formatEvalue(hit.evalue)}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{hit.alignLength}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      <p className="mt-1 text-xs text-slate-600">
        <NewTabLink href={blast.url}>The full BLAST report at NCBI (RID {blast.rid})</NewTabLink>
      </p>
    </section>
  )
}
