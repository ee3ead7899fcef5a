/** "1 work", "3 works"; `many` for words that do not take an s ("3 hypotheses"). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}
