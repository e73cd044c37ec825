export const NEWS_PAGE_SIZE = 9

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))

export interface HighlightPart {
  text: string
  match: boolean
}

/**
 * Splits `text` into plain and matching parts for every keyword (case-insensitive, as the search
 * matches), so the page can wrap matches in <mark> as React text: nothing is ever injected as HTML.
 */
export function highlightParts(text: string, keywords: readonly string[]): HighlightPart[] {
  const terms = [...new Set(keywords.map((k) => k.normalize('NFKC').trim()).filter(Boolean))]
  if (terms.length === 0 || !text) return text ? [{ text, match: false }] : []
  const escaped = terms.sort((a, b) => b.length - a.length).map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const pattern = new RegExp(`(${escaped.join('|')})`, 'giu')
  const parts: HighlightPart[] = []
  for (const [index, piece] of text.split(pattern).entries()) {
    if (piece) parts.push({ text: piece, match: index % 2 === 1 })
  }
  return parts
}
