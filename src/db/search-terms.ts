/** Turning a search box string into safe substring patterns. Pure, so it is unit-testable. */

const MAX_TERMS = 8
const MAX_TERM_LENGTH = 64

/**
 * Split on any whitespace (JS `\s` includes the ideographic space U+3000 common in Chinese input),
 * drop duplicates, and bound count and length so one request cannot build a huge query.
 */
export function splitKeywords(input: string): string[] {
  const terms = input
    .normalize('NFKC')
    .split(/\s+/)
    .map((term) => term.slice(0, MAX_TERM_LENGTH))
    .filter((term) => term.length > 0)
  return [...new Set(terms)].slice(0, MAX_TERMS)
}

/** Escape LIKE wildcards so `50%` or `a_b` match literally (PostgreSQL's default escape is `\`). */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`)
}

export const likeContains = (term: string): string => `%${escapeLike(term)}%`
export const likePrefix = (term: string): string => `${escapeLike(term)}%`
