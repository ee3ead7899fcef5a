import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { WorkSchema } from '#shared/contract/sources'
import { projectRoot } from '../../../lib/paths'
import { SourceError } from '../source-http'
import { parsePubMedArticleSet, parsePubMedESearch } from './pubmed.parse'

const fixture = (name: string) => readFileSync(join(projectRoot, 'server/test/fixtures/pubmed', name), 'utf8')

describe('parsePubMedESearch', () => {
  it('reads the PMIDs and the total count', () => {
    expect(parsePubMedESearch(fixture('esearch-default.xml'))).toEqual({
      ids: ['39012345', '38765432', '37654321', '36543210'],
      total: 4,
    })
  })

  it('reads an empty search (PhraseNotFound) as no ids', () => {
    expect(parsePubMedESearch(fixture('esearch-empty.xml'))).toEqual({ ids: [], total: 0 })
  })

  it('turns an <ERROR> answer into an upstream SourceError with NCBI’s message', () => {
    expect(() => parsePubMedESearch(fixture('esearch-error.xml'))).toThrow(/Empty term and query_key/)
    expect(() => parsePubMedESearch(fixture('esearch-error.xml'))).toThrow(SourceError)
  })

  it('rejects XML that is not an eSearchResult, and truncated XML', () => {
    expect(() => parsePubMedESearch(fixture('efetch-default.xml'))).toThrow(/eSearchResult/)
    expect(() => parsePubMedESearch(fixture('esearch-default.xml').slice(0, 300))).toThrow()
  })
})

describe('parsePubMedArticleSet', () => {
  const works = parsePubMedArticleSet(fixture('efetch-default.xml'))
  const [trial, review, letter, preprint] = works

  it('reads every article, and every one is a valid Work', () => {
    expect(works.map((work) => work.ids.pmid)).toEqual(['39012345', '38765432', '37654321', '36543210'])
    for (const work of works) expect(WorkSchema.parse(work)).toEqual(work)
  })

  it('strips inline markup from the title', () => {
    expect(trial?.title).toBe(
      'Dietary fibre reshapes Bacteroides colonisation and Ca2+ signalling in the ageing gut: a randomised trial.',
    )
  })

  it('keeps labelled AbstractText sections, and joins them into the plain-text abstract', () => {
    expect(trial?.abstractSections.map((section) => section.label)).toEqual([
      'BACKGROUND',
      'METHODS',
      'RESULTS',
      'CONCLUSIONS',
    ])
    expect(trial?.abstractSections[2]?.text).toBe(
      'Fibre increased the relative abundance of Bacteroides (fold change 1.8, 95% CI 1.4-2.3; P < 0.001) and faecal butyrate, with no serious adverse events.',
    )
    expect(trial?.abstract).toMatch(
      /^BACKGROUND: The gut microbiome of older adults loses diversity, .* METHODS: We randomised 212 adults/,
    )
    expect(trial?.abstract).toMatch(/CONCLUSIONS: A modest fibre supplement durably shifts the ageing gut community\.$/)
    expect(trial?.abstract).not.toMatch(/[<>]i>|Copyright|©/)
  })

  it('reads an unlabelled abstract with MathML as plain text and no sections', () => {
    expect(review?.abstractSections).toEqual([])
    expect(review?.abstract).toContain('modelled as Δ=k1x')
    expect(review?.abstract).not.toContain('\\Delta') // the TeX annotation is not shown twice
    expect(preprint?.abstract).toBe(
      'Mice colonised with a defined 12-member community & a lytic phage cocktail lost colonisation resistance when phage titres rose above 10^8 PFU/g (n < 20 per arm).',
    )
  })

  it('has a null abstract when the record has none', () => {
    expect(letter?.abstract).toBeNull()
    expect(letter?.abstractSections).toEqual([])
  })

  it('reads authors as ForeName LastName, LastName Initials, or CollectiveName, skipping invalid ones', () => {
    expect(trial?.authors.map((author) => author.name)).toEqual([
      'Chidinma A Okafor',
      'Erik Lindqvist',
      'Sophie Moreau',
    ])
    expect(review?.authors.map((author) => author.name)).toEqual(['Rami Haddad', 'Microbiome Metabolism Consortium'])
    expect(preprint?.authors.map((author) => author.name)).toEqual(['Tanaka H', 'Miriam Schulz'])
  })

  it('reads affiliations and ORCIDs (bare or as a URL)', () => {
    expect(trial?.authors[0]).toEqual({
      name: 'Chidinma A Okafor',
      orcid: '0000-0002-4817-3306',
      affiliations: [
        'Department of Gastroenterology, University of Leeds, Leeds, UK.',
        'NIHR Leeds Biomedical Research Centre, Leeds, UK.',
      ],
    })
    expect(trial?.authors[2]).toEqual({ name: 'Sophie Moreau', affiliations: [] })
    expect(preprint?.authors[1]?.orcid).toBe('0000-0001-5109-374X')
  })

  it('reads the journal, the year and the date from PubDate, MedlineDate or a season', () => {
    expect([trial?.venue, trial?.year, trial?.publicationDate]).toEqual(['Microbiome', 2024, '2024-07-16'])
    expect([review?.venue, review?.year, review?.publicationDate]).toEqual([
      'Pharmacology & therapeutics',
      2023,
      '2023',
    ])
    expect([letter?.year, letter?.publicationDate]).toEqual([2023, '2023'])
    expect([preprint?.year, preprint?.publicationDate]).toEqual([2022, '2022-11-28'])
  })

  it('reads the DOI (lower case) and PMC id from ArticleIdList, else the DOI from ELocationID', () => {
    expect(trial?.ids).toEqual({ pmid: '39012345', doi: '10.1186/s40168-024-01855-x', pmcid: 'PMC11254321' })
    expect(review?.ids).toEqual({ pmid: '38765432', doi: '10.1016/j.pharmthera.2023.108561' })
    expect(letter?.ids).toEqual({ pmid: '37654321', doi: '10.1016/s0140-6736(23)00421-7' })
    expect(preprint?.ids).toEqual({ pmid: '36543210', doi: '10.1101/2022.11.26.518012', pmcid: 'PMC9721234' })
  })

  it('maps publication types to a work type', () => {
    expect(works.map((work) => work.type)).toEqual(['article', 'review', 'letter', 'preprint'])
  })

  it('links to PubMed, and to PMC as the free full text when there is a PMC id', () => {
    expect(trial?.url).toBe('https://pubmed.ncbi.nlm.nih.gov/39012345/')
    expect(trial?.openAccessUrl).toBe('https://pmc.ncbi.nlm.nih.gov/articles/PMC11254321/')
    expect(review?.openAccessUrl).toBeNull()
  })

  it('takes topics from major MeSH headings and keywords', () => {
    expect(trial?.topics).toEqual(['Bacteroides', 'Dietary Fiber', 'Gastrointestinal Microbiome', 'Ageing', 'Inulin'])
    expect(trial?.sources).toEqual(['pubmed'])
    expect(trial?.citationCount).toBeNull()
  })

  it('reads NCBI Bookshelf records as book chapters', () => {
    const [chapter] = parsePubMedArticleSet(
      `<PubmedArticleSet><PubmedBookArticle><BookDocument><PMID Version="1">20301295</PMID><ArticleIdList><ArticleId IdType="bookaccession">NBK1116</ArticleId></ArticleIdList><Book><Publisher><PublisherName>University of Washington, Seattle</PublisherName></Publisher><BookTitle book="gene">GeneReviews<sup>®</sup></BookTitle><PubDate><Year>1993</Year></PubDate></Book><ArticleTitle book="gene" part="cf">Cystic Fibrosis</ArticleTitle><Abstract><AbstractText Label="CLINICAL CHARACTERISTICS">Cystic fibrosis affects the lungs.</AbstractText></Abstract><AuthorList Type="authors"><Author><LastName>Okafor</LastName><ForeName>Ngozi</ForeName></Author></AuthorList></BookDocument></PubmedBookArticle></PubmedArticleSet>`,
    )
    expect(chapter).toMatchObject({
      ids: { pmid: '20301295' },
      title: 'Cystic Fibrosis',
      venue: 'GeneReviews®',
      type: 'book-chapter',
      year: 1993,
      authors: [{ name: 'Ngozi Okafor', affiliations: [] }],
      abstractSections: [{ label: 'CLINICAL CHARACTERISTICS', text: 'Cystic fibrosis affects the lungs.' }],
    })
  })

  it('rejects truncated XML and XML of another kind', () => {
    expect(() => parsePubMedArticleSet(fixture('efetch-default.xml').slice(0, 2000))).toThrow()
    expect(() => parsePubMedArticleSet(fixture('esearch-default.xml'))).toThrow(/PubmedArticleSet/)
  })
})
