/** The value `text` holds, or undefined when it is not JSON (an empty body, an HTML error page). */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
