import type { BlastResult, CompoundRecord, Receipt, Reference } from '#shared/contract/research'
import type { ChatMessage } from './chat-types'
import { sourceName } from '../../lib/research-sources'
import { modeById } from './research-rules'
import { fittedCount, trendReading, type TrendData } from './visuals'

export type ExportFormat = 'json' | 'markdown' | 'bibtex' | 'ris'

export const EXPORT_FORMATS: { format: ExportFormat; label: string; extension: string; mime: string }[] = [
  { format: 'json', label: 'JSON', extension: 'json', mime: 'application/json' },
  { format: 'markdown', label: 'Markdown', extension: 'md', mime: 'text/markdown' },
  { format: 'bibtex', label: 'BibTeX', extension: 'bib', mime: 'application/x-bibtex' },
  { format: 'ris', label: 'RIS', extension: 'ris', mime: 'application/x-research-info-systems' },
]

type ExportInput = { messages: readonly ChatMessage[]; modeName: string; exportedAt: Date }

const answerLabel = (receipt: Receipt) =>
  receipt.kind === 'model'
    ? `language model ${receipt.model ?? '(unnamed)'}`
    : receipt.kind === 'evidence'
      ? 'evidence mode (no language model)'
      : 'abstained (not enough evidence)'

/** The reproducibility receipt as plain lines: date, mode, answer kind, and per source its query and hits. */
export function receiptLines(receipt: Receipt): string[] {
  return [
    `Date: ${receipt.at}`,
    `Mode: ${modeById(receipt.mode).name}`,
    `Answer: ${answerLabel(receipt)}`,
    ...receipt.sources.map((source) => {
      const query = source.query === null ? 'no query sent' : `query "${source.query}"`
      const outcome =
        source.status === 'done'
          ? `${source.hits ?? 0} hits`
          : source.status === 'asked'
            ? 'no answer'
            : `${source.status}${source.reason ? ` (${source.reason})` : ''}`
      return `Source ${sourceName(source.source)}: ${query}, ${outcome}`
    }),
  ]
}

type ExportedReference = {
  n: number
  title: string
  authors: string[]
  year: number | null
  venue: string | null
  doi: string | null
  link: string | null
}

const exportedReference = (reference: Reference): ExportedReference => ({
  n: reference.n,
  title: reference.work.title,
  authors: reference.work.authors.map((author) => author.name),
  year: reference.work.year,
  venue: reference.work.venue,
  doi: reference.work.ids.doi ?? null,
  link: reference.link,
})

/** The spec's chat export entity (timestamp, mode name, messages with content, isUser, timestamp), plus each answer's references and receipt. */
export function chatToJson({ messages, modeName, exportedAt }: ExportInput): string {
  return JSON.stringify(
    {
      timestamp: exportedAt.toISOString(),
      mode: modeName,
      messages: messages.map((message) => ({
        content: message.content,
        isUser: message.isUser,
        timestamp: message.timestamp,
        ...(message.answer && {
          status: message.answer.status,
          references: message.answer.references.map(exportedReference),
          receipt: message.answer.receipt,
          ...(message.answer.trend && { trend: message.answer.trend }),
          ...(message.answer.compounds && { compounds: message.answer.compounds }),
          ...(message.answer.blast && { blast: message.answer.blast }),
        }),
      })),
    },
    null,
    2,
  )
}

function referenceLine(reference: Reference): string {
  const { work } = reference
  const authors = work.authors.map((author) => author.name).join(', ')
  const parts = [authors || null, work.year === null ? null : `(${work.year})`, work.title, work.venue]
  const text = parts
    .filter(Boolean)
    .join('. ')
    .replace(/\.\s*\(/, ' (')
  return `${reference.n}. ${text}${reference.link ? ` ${reference.link}` : ''}`
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()
const rounded = (value: number) => Number(value.toFixed(3))

function trendMarkdown(trend: TrendData): string[] {
  const years = [...trend.years].sort((a, b) => a.year - b.year)
  if (years.length === 0) return []
  return [
    '### Works per year',
    '',
    `${trendReading(trend) ?? ''}; fitted line: works = ${rounded(trend.slope)} × year ${trend.intercept < 0 ? '−' : '+'} ${rounded(Math.abs(trend.intercept))}.`,
    '',
    '| Year | Works | Fitted |',
    '| ---: | ---: | ---: |',
    ...years.map((entry) => `| ${entry.year} | ${entry.count} | ${Math.round(fittedCount(trend, entry.year))} |`),
    '',
  ]
}

function compoundMarkdown(compound: CompoundRecord): string[] {
  const fields: [string, string | null][] = [
    ['IUPAC name', compound.iupacName],
    ['Formula', compound.molecularFormula],
    ['Molecular weight', compound.molecularWeight === null ? null : `${compound.molecularWeight} g/mol`],
    ['InChIKey', compound.inchiKey],
    ['SMILES', compound.canonicalSmiles === null ? null : `\`${compound.canonicalSmiles}\``],
    ['Synonyms', compound.synonyms.length > 0 ? compound.synonyms.slice(0, 5).join(', ') : null],
    ['PubChem', compound.url],
  ]
  return [
    `#### ${oneLine(compound.name)} (CID ${compound.cid})`,
    '',
    ...fields.flatMap(([label, value]) => (value === null ? [] : [`- ${label}: ${oneLine(value)}`])),
    '',
  ]
}

function blastMarkdown(blast: BlastResult): string[] {
  const cell = (text: string) => oneLine(text).replaceAll('|', '\\|')
  return [
    `### BLAST hits (${blast.program} on ${blast.database})`,
    '',
    ...(blast.hits.length === 0
      ? ['No significant similarity found.']
      : [
          '| Accession | Description | Organism | Identity | E-value | Alignment length |',
          '| --- | --- | --- | ---: | ---: | ---: |',
          ...blast.hits.map(
            (hit) =>
              `| [${cell(hit.accession)}](${hit.url}) | ${cell(hit.description)} | ${cell(hit.organism ?? '—')} | ${hit.identity.toFixed(1)}% | ${hit.evalue} | ${hit.alignLength} |`,
          ),
        ]),
    '',
    `The full report at NCBI (RID ${blast.rid}): ${blast.url}`,
    '',
  ]
}

export function chatToMarkdown({ messages, modeName, exportedAt }: ExportInput): string {
  const out = [`# Lodestar research chat`, '', `Exported ${exportedAt.toISOString()} · Mode: ${modeName}`, '']
  for (const message of messages) {
    out.push(`## ${message.isUser ? 'You' : 'Lodestar'} — ${message.timestamp}`, '', message.content, '')
    const answer = message.answer
    if (!answer) continue
    if (answer.status === 'incomplete') out.push('_This answer is incomplete: the connection broke._', '')
    if (answer.trend) out.push(...trendMarkdown(answer.trend))
    if (answer.compounds && answer.compounds.length > 0)
      out.push('### Compound records (PubChem)', '', ...answer.compounds.flatMap(compoundMarkdown))
    if (answer.blast) out.push(...blastMarkdown(answer.blast))
    if (answer.references.length > 0) out.push('### References', '', ...answer.references.map(referenceLine), '')
    if (answer.receipt)
      out.push('### Reproducibility receipt', '', ...receiptLines(answer.receipt).map((l) => `- ${l}`), '')
  }
  return out.join('\n')
}

type CitedWork = { reference: Reference; receipt: Receipt | null }

/** Every cited work of the chat once (by DOI, else by title and year), with the receipt of the answer that cited it. */
export function citedWorks(messages: readonly ChatMessage[]): CitedWork[] {
  const seen = new Set<string>()
  const works: CitedWork[] = []
  for (const message of messages) {
    for (const reference of message.answer?.references ?? []) {
      const key = reference.work.ids.doi ?? `${reference.work.title.toLowerCase()}|${reference.work.year ?? ''}`
      if (seen.has(key)) continue
      seen.add(key)
      works.push({ reference, receipt: message.answer?.receipt ?? null })
    }
  }
  return works
}

const BIBTEX_SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
}

/** A BibTeX field value: LaTeX specials escaped, whitespace (newlines included) collapsed. */
export function escapeBibtex(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\{}&%$#_~^]/g, (char) => BIBTEX_SPECIAL[char] ?? char)
}

function asciiWord(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
}

function bibtexKey(reference: Reference, used: Set<string>): string {
  const surname = reference.work.authors[0]?.name.split(/[\s,]+/).filter(Boolean)
  const firstAuthor = asciiWord(
    reference.work.authors[0]?.name.includes(',') ? (surname?.[0] ?? '') : (surname?.at(-1) ?? ''),
  )
  const titleWord =
    reference.work.title
      .split(/\s+/)
      .map(asciiWord)
      .find((word) => word.length > 3) ?? 'work'
  const base = `${firstAuthor || 'anon'}${reference.work.year ?? 'nd'}${titleWord}`
  let key = base
  for (let i = 2; used.has(key); i++) key = `${base}${i}`
  used.add(key)
  return key
}

const bibtexType = (type: string | null) =>
  type === 'book'
    ? 'book'
    : type === 'book-chapter'
      ? 'incollection'
      : type === 'preprint' || type === 'dataset'
        ? 'misc'
        : 'article'

export function chatToBibtex({ messages, modeName, exportedAt }: ExportInput): string {
  const used = new Set<string>()
  const header = [
    `% Lodestar research chat, exported ${exportedAt.toISOString()}, mode ${modeName}`,
    ...receiptsOf(messages).flatMap((receipt, i) => [
      `% Reproducibility receipt ${i + 1}:`,
      ...receiptLines(receipt).map((line) => `%   ${line.replace(/[\r\n]+/g, ' ')}`),
    ]),
  ]
  const entries = citedWorks(messages).map(({ reference }) => {
    const { work } = reference
    const type = bibtexType(work.type)
    const fields: [string, string | null][] = [
      ['title', work.title],
      ['author', work.authors.length > 0 ? work.authors.map((author) => author.name).join(' and ') : null],
      ['year', work.year === null ? null : String(work.year)],
      [type === 'article' ? 'journal' : 'howpublished', work.venue],
      ['doi', work.ids.doi ?? null],
      ['url', reference.link],
    ]
    const body = fields
      .filter((field): field is [string, string] => field[1] !== null && field[1].trim() !== '')
      .map(([name, value]) => `  ${name} = {${escapeBibtex(value)}}`)
      .join(',\n')
    return `@${type}{${bibtexKey(reference, used)},\n${body}\n}`
  })
  return [...header, '', ...entries].join('\n') + '\n'
}

/** An RIS value: one line (tags are line-based), trimmed. */
export function escapeRis(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
}

const risType = (type: string | null) =>
  type === 'book'
    ? 'BOOK'
    : type === 'book-chapter'
      ? 'CHAP'
      : type === 'dataset'
        ? 'DATA'
        : type === 'preprint'
          ? 'UNPB'
          : 'JOUR'

export function chatToRis({ messages }: ExportInput): string {
  const records = citedWorks(messages).map(({ reference, receipt }) => {
    const { work } = reference
    const lines: [string, string | null][] = [
      ['TY', risType(work.type)],
      ['TI', work.title],
      ...work.authors.map((author): [string, string] => ['AU', author.name]),
      ['PY', work.year === null ? null : String(work.year)],
      ['T2', work.venue],
      ['DO', work.ids.doi ?? null],
      ['UR', reference.link],
      ['N1', receipt ? `Lodestar reproducibility receipt. ${receiptLines(receipt).join('; ')}` : null],
      ['ER', ''],
    ]
    return lines
      .filter(([tag, value]) => tag === 'ER' || (value !== null && value.trim() !== ''))
      .map(([tag, value]) => `${tag}  - ${escapeRis(value ?? '')}`)
      .join('\r\n')
  })
  return records.join('\r\n\r\n') + '\r\n'
}

function receiptsOf(messages: readonly ChatMessage[]): Receipt[] {
  return messages.flatMap((message) => (message.answer?.receipt ? [message.answer.receipt] : []))
}

export function exportChat(format: ExportFormat, input: ExportInput): string {
  if (format === 'json') return chatToJson(input)
  if (format === 'markdown') return chatToMarkdown(input)
  if (format === 'bibtex') return chatToBibtex(input)
  return chatToRis(input)
}

/** research-chat-2025-05-01T12-30-00.json: the spec wants a timestamp in export file names. */
export function exportFileName(format: ExportFormat, at: Date): string {
  const extension = EXPORT_FORMATS.find((entry) => entry.format === format)?.extension ?? 'txt'
  return `research-chat-${at.toISOString().slice(0, 19).replace(/:/g, '-')}.${extension}`
}
