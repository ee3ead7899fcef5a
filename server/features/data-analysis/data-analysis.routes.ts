import type { HonoRequest } from 'hono'
import { DATA_UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '#shared/contract/data-analysis'
import { endpoints } from '#shared/contract/endpoints'
import { limitBody } from '../../lib/body-limit'
import { EndpointRoutes } from '../../serve-endpoint'
import { analyseUpload, inspectUpload } from './data-analysis.service'

// The file's limit plus room for the form's boundaries, headers and the analysis field.
const uploadLimit = limitBody(DATA_UPLOAD_MAX_BYTES + 64 * 1024, UPLOAD_TOO_LARGE_MESSAGE)

/** The request's raw body and its type: the form is read in the analysis worker, off the request thread. */
async function uploadOf(request: HonoRequest): Promise<[Uint8Array, string]> {
  return [new Uint8Array(await request.arrayBuffer()), request.header('content-type') ?? '']
}

// Nothing is stored: each request carries the file, which is read, analysed and dropped (decision 027).
export const dataAnalysisRoutes = new EndpointRoutes()
  .serve(endpoints.inspectUpload, { use: [uploadLimit] }, async (c) =>
    c.json(await inspectUpload(...(await uploadOf(c.req)))),
  )
  .serve(endpoints.analyseUpload, { use: [uploadLimit] }, async (c) =>
    c.json(await analyseUpload(...(await uploadOf(c.req)))),
  )
