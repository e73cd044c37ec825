/** The keywords a search-news link carries (spec section 5), or null when the input is blank. */
export function searchKeywords(input: string): string | null {
  const trimmed = input.trim()
  return trimmed ? trimmed : null
}

/** The search overlay's element id: the header's search button opens it by it (`popovertarget`). */
export const SEARCH_OVERLAY_ID = 'search-overlay'
