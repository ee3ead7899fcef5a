import type { HonoRequest } from 'hono'
import { AnalyseFormSchema, DATA_UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '#shared/contract/data-analysis'
import { endpoints } from '#shared/contract/endpoints'
import { AppError } from '../../lib/app-error'
import { limitBody } from '../../lib/body-limit'
import { EndpointRoutes } from '../../serve-endpoint'
import { analyseUpload, inspectUpload } from './data-analysis.service'

// The file's limit plus room for the form's boundaries, headers and the analysis field.
const uploadLimit = limitBody(DATA_UPLOAD_MAX_BYTES + 64 * 1024, UPLOAD_TOO_LARGE_MESSAGE)

/** The file's own name, for the R code that reads it: its last path part, without control characters, at most 200 long. */
const cleanFileName = (name: string) => (name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').slice(0, 200)

async function formOf(request: HonoRequest): Promise<{ file: Uint8Array; fileName: string; analysis: string | null }> {
  let form: Record<string, unknown>
  try {
    form = await request.parseBody()
  } catch {
    throw new AppError('BAD_REQUEST', 'Send the file as a multipart form with a “file” field.')
  }
  const file = form.file
  if (!(file instanceof File)) throw new AppError('BAD_REQUEST', 'Choose a file to upload.')
  return {
    file: new Uint8Array(await file.arrayBuffer()),
    fileName: cleanFileName(file.name),
    analysis: typeof form.analysis === 'string' ? form.analysis : null,
  }
}

function parseAnalysisField(text: string | null) {
  if (text === null) throw new AppError('BAD_REQUEST', 'Choose an analysis.')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new AppError('BAD_REQUEST', 'The analysis field is not JSON.')
  }
  return AnalyseFormSchema.parse(json)
}

// Nothing is stored: each request carries the file, which is read, analysed and dropped (decision 027).
export const dataAnalysisRoutes = new EndpointRoutes()
  .serve(endpoints.inspectUpload, { use: [uploadLimit] }, async (c) => {
    const { file } = await formOf(c.req)
    return c.json(await inspectUpload(file))
  })
  .serve(endpoints.analyseUpload, { use: [uploadLimit] }, async (c) => {
    const { file, fileName, analysis } = await formOf(c.req)
    const form = parseAnalysisField(analysis)
    return c.json(await analyseUpload(file, form, fileName))
  })
