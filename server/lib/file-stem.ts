/** A download's file name from a title: letters, digits and dashes only, at most 60 characters. */
export function fileStem(title: string, fallback: string): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()
    .slice(0, 60)
  return stem || fallback
}
