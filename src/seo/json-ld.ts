/** A `<script type="application/ld+json">` for a route's `head().scripts`. */
export interface JsonLdScript {
  type: 'application/ld+json'
  children: string
}

/**
 * Serialises structured data for a data script. `<` is written as `\u003c` (and the line separators
 * U+2028/U+2029 escaped), so text from the database can never close the script element early.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Usage in a route: `head: () => ({ ...seo(...), scripts: [jsonLd(exhibitionEventLd(...))] })`. */
function jsonLd(data: object): JsonLdScript {
  return { type: 'application/ld+json', children: jsonLdText(data) }
}

/** A route's `head().scripts` for structured data that may be absent (no loader data yet, or none). */
export function jsonLdScripts(data: object | null | undefined): JsonLdScript[] {
  return data ? [jsonLd(data)] : []
}
