/** Plain data (no zod), so the upload page can check a file's size before sending it. */
export const DATA_UPLOAD_MAX_MB = 10
export const DATA_UPLOAD_MAX_BYTES = DATA_UPLOAD_MAX_MB * 1024 * 1024
export const DATA_UPLOAD_MAX_ROWS = 100_000

/** The spec's wording for the avatar ('File too large' / 'Please select an image smaller than 5MB.'), for data. */
export const UPLOAD_TOO_LARGE_MESSAGE = `Please select a file smaller than ${DATA_UPLOAD_MAX_MB}MB.`
export const UPLOAD_WRONG_TYPE_MESSAGE = 'Please select a CSV, TSV or Excel (.xlsx) file.'
