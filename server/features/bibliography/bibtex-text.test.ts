import { parse as parseBibtex } from '@retorquere/bibtex-parser'
import { plugins } from '@citation-js/core'
import { expect, test } from 'vitest'
import { makeWork } from '../../test/works'
import { spellableTable } from './bibtex-text'
import { formatBibliography } from './format-bibliography'

test('every character left to citation-js to spell in LaTeX reads back through bibtex-parser as itself', () => {
  const symbols = [...spellableTable(plugins.config.get('@bibtex')).symbols].filter((symbol) => symbol.trim())
  expect(symbols.length).toBeGreaterThan(100)
  const refs = symbols.map((symbol, index) => ({ n: index + 1, link: null, work: makeWork({ title: `x${symbol}y` }) }))
  const library = parseBibtex(formatBibliography(refs, 'bibtex').body, { english: false })
  expect(library.errors).toEqual([])
  const misread = library.entries
    .map((entry, index) => [symbols[index], entry.fields.title?.normalize('NFKC')])
    .filter(([symbol, title]) => title !== `x${symbol}y`.normalize('NFKC').replace('`', 'ˋ'))
  expect(misread).toEqual([])
})

test('accented Latin letters are spelled in LaTeX; what LaTeX cannot spell stays UTF-8', () => {
  const refs = [{ n: 1, link: null, work: makeWork({ title: 'Ångström naïve Кора 東京' }) }]
  expect(formatBibliography(refs, 'bibtex').body).toContain('title = {{\\r {A}}ngstr{\\" o}m na{\\" i}ve Кора 東京}')
})

test('text that already holds the placeholder marker comes through unchanged', () => {
  const title = 'qzq 東京 qzq61qzq qzqz'
  const refs = [{ n: 1, link: null, work: makeWork({ title, authors: [{ name: 'qzqz & qzqzz', affiliations: [] }] }) }]
  const [entry] = parseBibtex(formatBibliography(refs, 'bibtex').body, { english: false }).entries
  expect(entry?.fields.title).toBe(title)
  expect(entry?.fields.author).toEqual([{ name: 'qzqz & qzqzz' }])
})

test('a DOI that looks like a placeholder is not taken for one', () => {
  const refs = [{ n: 1, link: null, work: makeWork({ title: '東京', ids: { doi: '10.1000/qzq61qzq' } }) }]
  const [entry] = parseBibtex(formatBibliography(refs, 'bibtex').body, { english: false }).entries
  expect(entry?.fields.doi).toBe('10.1000/qzq61qzq')
  expect(entry?.fields.title).toBe('東京')
})
