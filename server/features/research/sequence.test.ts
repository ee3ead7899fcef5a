import { describe, expect, it } from 'vitest'
import { MAX_SEQUENCE_RESIDUES, sequenceOf, withoutSequence } from './sequence'

const HBB = 'ATGGTGCATCTGACTCCTGAGGAGAAGTCTGCCGTTACTGCCCTGTGGGGCAAGGTGAAC'

describe('sequenceOf', () => {
  it('finds a nucleotide run of 20 or more and searches it with blastn', () => {
    expect(sequenceOf(`What gene is ${HBB}?`)).toEqual({
      program: 'blastn',
      sequence: HBB,
      length: 60,
      truncated: false,
    })
  })

  it('joins a sequence written in blocks, in lower case, and reads U as T', () => {
    expect(sequenceOf('Identify: auggugcauc ugacuccuga ggagaaguc')?.sequence).toBe('ATGGTGCATCTGACTCCTGAGGAGAAGTC')
  })

  it('needs 20 nucleotides', () => {
    expect(sequenceOf('the primer ACGTACGTACGTACGTACG binds')).toBeNull()
    expect(sequenceOf('the primer ACGTACGTACGTACGTACGT binds')?.program).toBe('blastn')
  })

  it('finds a protein run of 15 or more amino-acid letters that are not all nucleotides, with blastp', () => {
    expect(sequenceOf('Which protein has MVHLTPEEKSAVTALWGKV at its start?')).toEqual({
      program: 'blastp',
      sequence: 'MVHLTPEEKSAVTALWGKV',
      length: 19,
      truncated: false,
    })
    expect(sequenceOf('short peptide MVHLTPEEKSAVTA here')).toBeNull()
  })

  it('reads a FASTA record whatever its case', () => {
    const fasta =
      '>sp|P68871|HBB_HUMAN Hemoglobin subunit beta\nmvhltpeeks avtalwgkvn\nvdevggealg rllvvypwtq\n\nWhat is it?'
    expect(sequenceOf(fasta)).toMatchObject({ program: 'blastp', sequence: 'MVHLTPEEKSAVTALWGKVNVDEVGGEALGRLLVVYPWTQ' })
    expect(sequenceOf(`>query\n${HBB.slice(0, 30)}\n${HBB.slice(30)}`)).toMatchObject({
      program: 'blastn',
      sequence: HBB,
    })
  })

  it('never takes English for a sequence', () => {
    expect(sequenceOf('What are the characteristics of a cat at a tag gun can act?')).toBeNull()
    expect(sequenceOf('a cat can tag a gnat at a gate and act and tan and gun a nun at a cat')).toBeNull()
    expect(sequenceOf('CRISPR gene editing of the HBB gene in sickle cell disease')).toBeNull()
  })

  it('caps what is sent', () => {
    const long = 'ACGT'.repeat(3_000)
    expect(sequenceOf(long)).toMatchObject({ length: 12_000, truncated: true })
    expect(sequenceOf(long)?.sequence).toHaveLength(MAX_SEQUENCE_RESIDUES)
  })
})

describe('withoutSequence', () => {
  it('leaves the words for the literature', () => {
    expect(withoutSequence(`What gene is ${HBB}? Its role in anemia`)).toBe('What gene is Its role in anemia')
    expect(withoutSequence('>sp|P68871|HBB_HUMAN\nMVHLTPEEKS AVTALWGKVN\nWhich protein is this?')).toBe(
      'Which protein is this?',
    )
  })
})
