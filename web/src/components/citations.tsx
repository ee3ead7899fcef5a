import { createContext, useContext, type MouseEvent, type ReactNode } from 'react'
import { cn } from '../lib/cn'

export const referenceAnchorId = (n: number) => `ref-${n}`

/** Scrolls reference n into view and moves focus there, so the next Tab continues from it. */
export function focusReference(n: number) {
  const target = document.getElementById(referenceAnchorId(n))
  if (!target) return
  target.scrollIntoView({ behavior: 'smooth', block: 'center' })
  target.focus({ preventScroll: true })
}

/** The reference numbers this review has: only those become links. */
export const KnownReferences = createContext<ReadonlySet<number>>(new Set())

export function CiteLink({ n, className }: { n: number; className?: string }) {
  const known = useContext(KnownReferences)
  if (!known.has(n)) return <span className={cn('text-slate-600', className)}>[{n}]</span>
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    focusReference(n)
  }
  return (
    <a
      href={`#${referenceAnchorId(n)}`}
      onClick={handleClick}
      aria-label={`Reference ${n}`}
      className={cn(
        'rounded px-0.5 font-semibold text-brand-800 underline-offset-2 hover:bg-brand-50 hover:underline',
        className,
      )}
    >
      [{n}]
    </a>
  )
}

export function CiteList({ numbers }: { numbers: readonly number[] }) {
  return (
    <>
      {numbers.map((n) => (
        <CiteLink key={n} n={n} />
      ))}
    </>
  )
}

const MARKER = /\[(\d+(?:\s*[,;]\s*\d+)*)\]/g

/** Text whose "[n]" and "[n, m]" markers become links to their references; `extra` numbers follow at the end. */
export function CitedText({ text, extra = [] }: { text: string; extra?: readonly number[] }) {
  const parts: ReactNode[] = []
  const seen = new Set<number>()
  let last = 0
  for (const match of text.matchAll(MARKER)) {
    const numbers = (match[1] ?? '').split(/[,;]/).map((part) => Number(part.trim()))
    parts.push(text.slice(last, match.index))
    for (const n of numbers) seen.add(n)
    parts.push(<CiteList key={match.index} numbers={numbers} />)
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  const rest = extra.filter((n) => !seen.has(n))
  return (
    <>
      {parts}
      {rest.length > 0 && (
        <>
          {' '}
          <CiteList numbers={rest} />
        </>
      )}
    </>
  )
}
