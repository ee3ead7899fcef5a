/**
 * Finding a DNA/RNA or protein sequence in a question, for BLAST. A nucleotide sequence is a run of at
 * least 20 of A C G T U N (whitespace allowed inside, one case throughout); a protein sequence is a run of
 * at least 15 of the 20 amino-acid letters in capitals that is not all nucleotides. A FASTA record (a `>`
 * header line, then the sequence lines) is read whatever its case. Outside FASTA, one piece of the run must
 * be 10 letters or longer, so that English words made of these letters ("a cat at ...") never count.
 */

export type SequenceProgram = 'blastn' | 'blastp'

export type FoundSequence = {
  program: SequenceProgram
  /** the residues sent to BLAST: capitals, no whitespace, U read as T */
  sequence: string
  /** residues in the question, before the cap */
  length: number
  truncated: boolean
}

export const MIN_NUCLEOTIDES = 20
export const MIN_PROTEIN_RESIDUES = 15
/** Sent in the URL of the submission, so kept under common request-line limits (8 KB). */
export const MAX_SEQUENCE_RESIDUES = 7_500
const MIN_LONGEST_PIECE = 10

const NUCLEOTIDE = /^[ACGTUN]+$/i
const AMINO_ACIDS = /^[ACDEFGHIKLMNPQRSTVWY]+$/

function found(program: SequenceProgram, letters: string): FoundSequence {
  const upper = letters.toUpperCase()
  const residues = program === 'blastn' ? upper.replaceAll('U', 'T') : upper
  return {
    program,
    sequence: residues.slice(0, MAX_SEQUENCE_RESIDUES),
    length: residues.length,
    truncated: residues.length > MAX_SEQUENCE_RESIDUES,
  }
}

function classify(letters: string, caseFree: boolean): SequenceProgram | null {
  if (NUCLEOTIDE.test(letters)) return letters.length >= MIN_NUCLEOTIDES ? 'blastn' : null
  const protein = caseFree ? letters.toUpperCase() : letters
  return AMINO_ACIDS.test(protein) && protein.length >= MIN_PROTEIN_RESIDUES ? 'blastp' : null
}

/** The sequence of the first FASTA record: the lines after a `>` header up to a blank line or the next header. */
function fastaRecord(text: string): string | null {
  const lines = text.split(/\r?\n/)
  const header = lines.findIndex((line) => line.trimStart().startsWith('>'))
  if (header === -1) return null
  const body: string[] = []
  for (const line of lines.slice(header + 1)) {
    const trimmed = line.trim()
    if (!trimmed || trimmed.startsWith('>')) break
    body.push(trimmed.replace(/[\s\d*]/g, ''))
  }
  const letters = body.join('')
  return letters && /^[a-z]+$/i.test(letters) ? letters : null
}

const tokenOf = (word: string) => word.replace(/^[("'[]+/, '').replace(/[)"'\].,;:!?]+$/, '')

/** The longest run of sequence-like words, or null. */
function runInText(text: string): FoundSequence | null {
  const tokens = text.split(/\s+/).map(tokenOf)
  let best: FoundSequence | null = null
  const consider = (run: string[]) => {
    if (run.length === 0 || Math.max(...run.map((piece) => piece.length)) < MIN_LONGEST_PIECE) return
    const letters = run.join('')
    const program = classify(letters, false)
    if (program && (!best || letters.length > best.length)) best = found(program, letters)
  }
  for (const kind of ['nucleotide', 'protein'] as const) {
    let run: string[] = []
    let runCase: 'upper' | 'lower' | null = null
    for (const token of tokens) {
      const caseOf = token === token.toUpperCase() ? 'upper' : token === token.toLowerCase() ? 'lower' : null
      const fits =
        token.length > 0 &&
        (kind === 'nucleotide' ? NUCLEOTIDE.test(token) && caseOf !== null : AMINO_ACIDS.test(token)) &&
        (run.length === 0 || caseOf === runCase)
      if (fits) {
        run.push(token)
        runCase = caseOf
        continue
      }
      consider(run)
      run = []
      runCase = null
      if (token.length > 0 && (kind === 'nucleotide' ? NUCLEOTIDE.test(token) && caseOf : AMINO_ACIDS.test(token))) {
        run.push(token)
        runCase = caseOf
      }
    }
    consider(run)
  }
  return best
}

/** The sequence BLAST should search for this question, or null when it holds none. */
export function sequenceOf(question: string): FoundSequence | null {
  const fasta = fastaRecord(question)
  if (fasta) {
    const program = classify(fasta, true)
    if (program) return found(program, fasta)
  }
  return runInText(question)
}

/** The question without its sequence (FASTA records and sequence runs), for the literature sources. */
export function withoutSequence(question: string): string {
  const kept = question
    .split(/\r?\n/)
    .filter((line) => !line.trimStart().startsWith('>'))
    .join('\n')
  return kept
    .split(/(\s+)/)
    .filter((word) => {
      const token = tokenOf(word)
      return !(token.length >= MIN_LONGEST_PIECE && (NUCLEOTIDE.test(token) || AMINO_ACIDS.test(token)))
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
}
