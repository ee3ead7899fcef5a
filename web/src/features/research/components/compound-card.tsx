import { FlaskConical, SquareArrowUpRight } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import type { CompoundRecord } from '#shared/contract/research'
import { formulaParts } from '../visuals'

const SYNONYMS_SHOWN = 5

export function Formula({ formula }: { formula: string }) {
  return <>{formulaParts(formula).map((part, i) => (part.sub ? <sub key={i}>{part.text}</sub> : part.text))}</>
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  )
}

/** One PubChem compound record: names, formula, weight, identifiers and the first synonyms, with a link to PubChem. */
export function CompoundCard({ compound }: { compound: CompoundRecord }) {
  const headingId = useId()
  const synonyms = compound.synonyms.filter((synonym) => synonym !== compound.name).slice(0, SYNONYMS_SHOWN)
  const isWebLink = /^https?:\/\//i.test(compound.url)
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <h5 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <FlaskConical aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
        <span className="break-words">{compound.name}</span>
      </h5>
      <dl className="mt-2 grid gap-2 sm:grid-cols-2">
        {compound.iupacName && <Field label="IUPAC name">{compound.iupacName}</Field>}
        {compound.molecularFormula && (
          <Field label="Formula">
            <Formula formula={compound.molecularFormula} />
          </Field>
        )}
        {compound.molecularWeight !== null && (
          <Field label="Molecular weight">
            {compound.molecularWeight.toLocaleString('en-US', { maximumFractionDigits: 3 })} g/mol
          </Field>
        )}
        {compound.inchiKey && (
          <Field label="InChIKey">
            <span className="font-mono text-xs break-all">{compound.inchiKey}</span>
          </Field>
        )}
        {compound.canonicalSmiles && (
          <div className="min-w-0 sm:col-span-2">
            <dt className="text-xs font-medium text-slate-600">SMILES</dt>
            <dd className="font-mono text-xs break-all text-slate-900">{compound.canonicalSmiles}</dd>
          </div>
        )}
        {synonyms.length > 0 && (
          <div className="min-w-0 sm:col-span-2">
            <dt className="text-xs font-medium text-slate-600">Also known as</dt>
            <dd className="text-sm break-words text-slate-900">{synonyms.join(' · ')}</dd>
          </div>
        )}
      </dl>
      {isWebLink && (
        <a
          href={compound.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex items-center gap-1 text-xs font-medium text-brand-800 underline underline-offset-2"
        >
          PubChem compound {compound.cid}
          <SquareArrowUpRight aria-hidden="true" className="h-3 w-3 shrink-0" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </article>
  )
}

export function CompoundList({ compounds }: { compounds: readonly CompoundRecord[] }) {
  if (compounds.length === 0) return null
  return (
    <section aria-label="Compound records" className="mt-4">
      <h4 className="text-sm font-semibold text-slate-900">Compound records (PubChem)</h4>
      <ul className="mt-2 grid gap-3 md:grid-cols-2">
        {compounds.map((compound) => (
          <li key={compound.cid} className="min-w-0">
            <CompoundCard compound={compound} />
          </li>
        ))}
      </ul>
    </section>
  )
}
