import type { z } from 'zod'
import { AnalyseFormSchema, type ParsedAnalyseForm } from '#shared/contract/data-analysis'

/** A form the request sent that cannot be used, with the sentence to answer (400). */
export class UploadFormError extends Error {}

/** The analysis field that breaks the contract: its zod issues, which cross threads as plain data. */
export class UploadFormInvalid extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('the analysis field breaks the contract')
  }
}

export type UploadForm = { file: Uint8Array; fileName: string; analysis: string | null }

/** The file's own name, for the R code that reads it: its last path part, without control characters, at most 200 long. */
const cleanFileName = (name: string) => (name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').slice(0, 200)

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i

/**
 * The upload form's parts from the request's raw body. Parsing a 10 MB multipart body is CPU work, so it runs in the
 * analysis worker, not on the request thread, where it held up every other request (health answered in seconds
 * during 20 parallel uploads). A body that is no form has no file, as Hono's parseBody read it.
 */
export async function readUploadForm(body: Uint8Array, contentType: string): Promise<UploadForm> {
  let form: FormData | null = null
  if (FORM_TYPES.test(contentType)) {
    try {
      // The job's buffer was transferred to this thread: a plain ArrayBuffer, never a shared one.
      const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength)
      form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
    } catch {
      throw new UploadFormError('Send the file as a multipart form with a “file” field.')
    }
  }
  const file = form?.get('file')
  if (!(file instanceof File)) throw new UploadFormError('Choose a file to upload.')
  const analysis = form?.get('analysis')
  return {
    file: new Uint8Array(await file.arrayBuffer()),
    fileName: cleanFileName(file.name),
    analysis: typeof analysis === 'string' ? analysis : null,
  }
}

/** The analysis field: the analysis, the user's changes to the inferred types and the order of ordinal levels. */
export function parseAnalysisField(text: string | null): ParsedAnalyseForm {
  if (text === null) throw new UploadFormError('Choose an analysis.')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new UploadFormError('The analysis field is not JSON.')
  }
  const parsed = AnalyseFormSchema.safeParse(json)
  if (!parsed.success) throw new UploadFormInvalid(parsed.error.issues)
  return parsed.data
}
