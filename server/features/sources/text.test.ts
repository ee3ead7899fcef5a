import { describe, expect, it } from 'vitest'
import {
  decodeEntities,
  normalizeArxivId,
  normalizeDoi,
  normalizeOrcid,
  normalizePmcid,
  normalizePmid,
  toPlainText,
} from './text'

describe('toPlainText', () => {
  it('returns empty text for empty input', () => {
    expect(toPlainText('')).toBe('')
  })

  it('removes inline HTML tags without adding spaces', () => {
    expect(toPlainText('Role of <i>CRISPR</i>-Cas9 in H<sub>2</sub>O and x<sup>2</sup>')).toBe(
      'Role of CRISPR-Cas9 in H2O and x2',
    )
  })

  it('turns block tags into word breaks and collapses whitespace', () => {
    expect(toPlainText('<p>First paragraph.</p><p>Second\n   paragraph.</p>line<br/>break')).toBe(
      'First paragraph. Second paragraph. line break',
    )
  })

  it('strips JATS markup, keeping the text', () => {
    const jats =
      '<jats:title>Abstract</jats:title><jats:sec><jats:title>Background</jats:title><jats:p>We studied <jats:italic>E. coli</jats:italic> growth.</jats:p></jats:sec>'
    expect(toPlainText(jats)).toBe('Abstract Background We studied E. coli growth.')
  })

  it('keeps the visible text of MathML and drops TeX annotations', () => {
    const mathml =
      'Energy <mml:math xmlns:mml="http://www.w3.org/1998/Math/MathML"><mml:semantics><mml:mrow><mml:mi>E</mml:mi><mml:mo>=</mml:mo><mml:mi>m</mml:mi><mml:msup><mml:mi>c</mml:mi><mml:mn>2</mml:mn></mml:msup></mml:mrow><mml:annotation encoding="application/x-tex">E=mc^2</mml:annotation></mml:semantics></mml:math> holds'
    expect(toPlainText(mathml)).toBe('Energy E=mc2 holds')
  })

  it('treats inline MathML as inline: no space is added around a formula', () => {
    expect(toPlainText('under <mml:math><mml:mn>1.5</mml:mn><mml:mo>&#x00B0;</mml:mo></mml:math>C warming')).toBe(
      'under 1.5\u00b0C warming',
    )
  })

  it('decodes entities after stripping, so escaped markup stays literal', () => {
    expect(toPlainText('Tom &amp; Jerry &lt;b&gt; &#8211; &#x2014; &nbsp;caf&eacute; &unknown;')).toBe(
      'Tom & Jerry <b> \u2013 \u2014 caf\u00e9 &unknown;',
    )
  })

  it('leaves a bare less-than sign that is not a tag', () => {
    expect(toPlainText('significant (p < 0.05, p <0.01)')).toBe('significant (p < 0.05, p <0.01)')
  })

  it('drops comments, scripts and styles', () => {
    expect(toPlainText('a<!-- hidden --> b<script>alert(1)</script><style>p{}</style> c')).toBe('a b c')
  })

  it('handles tags with attributes and self-closing tags', () => {
    expect(toPlainText('<span class="x" data-a=\'1\'>text</span><img src="a.png"/>!')).toBe('text!')
  })
})

describe('decodeEntities', () => {
  it('decodes once only', () => {
    expect(decodeEntities('&amp;lt;')).toBe('&lt;')
  })
  it('leaves invalid code points alone', () => {
    expect(decodeEntities('&#0; &#xD800; &#99999999;')).toBe('&#0; &#xD800; &#99999999;')
  })
})

describe('identifiers', () => {
  it('normalises DOIs to bare lower case', () => {
    expect(normalizeDoi('https://doi.org/10.5555/LODESTAR.Reef.2023.001')).toBe('10.5555/lodestar.reef.2023.001')
    expect(normalizeDoi('http://dx.doi.org/10.1000/ABC')).toBe('10.1000/abc')
    expect(normalizeDoi('doi:10.1000/xyz')).toBe('10.1000/xyz')
    expect(normalizeDoi('https://doi.org/10.1016%2Fj.addr.2015.01.008')).toBe('10.1016/j.addr.2015.01.008')
    expect(normalizeDoi(' 10.48550/arXiv.2506.01234 ')).toBe('10.48550/arxiv.2506.01234')
    expect(normalizeDoi('not a doi')).toBeUndefined()
    expect(normalizeDoi(null)).toBeUndefined()
  })

  it('normalises ORCIDs, PubMed and PMC ids', () => {
    expect(normalizeOrcid('https://orcid.org/0000-0001-5109-351x')).toBe('0000-0001-5109-351X')
    expect(normalizeOrcid('0000-0002-1825-0097')).toBe('0000-0002-1825-0097')
    expect(normalizeOrcid('https://orcid.org/')).toBeUndefined()
    expect(normalizePmid('https://pubmed.ncbi.nlm.nih.gov/29456894')).toBe('29456894')
    expect(normalizePmid(25666165)).toBe('25666165')
    expect(normalizePmcid('https://www.ncbi.nlm.nih.gov/pmc/articles/5815332')).toBe('PMC5815332')
    expect(normalizePmcid('PMC11116106')).toBe('PMC11116106')
    expect(normalizePmcid('11116106')).toBe('PMC11116106')
  })

  it('normalises arXiv ids without their version', () => {
    expect(normalizeArxivId('https://arxiv.org/abs/2301.04567v2')).toBe('2301.04567')
    expect(normalizeArxivId('10.48550/arxiv.2506.01234')).toBe('2506.01234')
    expect(normalizeArxivId('arXiv:2304.05376')).toBe('2304.05376')
    expect(normalizeArxivId('https://arxiv.org/abs/cs/0110053')).toBe('cs/0110053')
    expect(normalizeArxivId('math.GT/0309136v1')).toBe('math.GT/0309136')
    expect(normalizeArxivId('https://example.org/paper')).toBeUndefined()
  })
})
