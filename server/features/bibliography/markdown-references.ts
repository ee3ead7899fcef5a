import type { CitableWork } from './csl-items'

/** Markdown's own characters escaped in text that came from a source (a title with *stars* or [brackets]). */
export const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1')

function authorsLine(names: readonly string[]): string {
  if (!names.length) return ''
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} et al.` : names.join(', ')
}

/** A numbered reference list in Markdown: "n. Authors (year) Title. *Venue*. link", retracted works marked. */
export function markdownReferences(references: readonly CitableWork[]): string[] {
  return references.map((reference) => {
    const { work } = reference
    const parts = [
      authorsLine(work.authors.map((author) => author.name)),
      work.year ? `(${work.year})` : '(n.d.)',
      `${escapeMarkdown(work.title)}.`,
      work.venue ? `*${escapeMarkdown(work.venue)}*.` : '',
      reference.link ?? '',
      reference.retracted ? '**Retracted.**' : '',
    ].filter(Boolean)
    return `${reference.n}. ${parts.join(' ')}`
  })
}
