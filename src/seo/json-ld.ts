import { createIsomorphicFn } from '@tanstack/react-start'
import { exhibitionEventLd, newsArticleLd } from './structured-data'

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

// A page's structured data is for crawlers, which read the server's HTML: the loaders that put it in
// the head build it on the server only. In the browser these give `null`, and the builders stay out
// of the client build (0.8 KB gzip less on the home page, the visitor guide and a news item, ADR 029).
// A page hydrates with the server's loader data, so its head keeps the script the server wrote; a
// page reached by a client-side navigation has none, which no crawler sees.

/** The fair as schema.org ExhibitionEvent for a loader, on the server; `null` in the browser. */
export const headEventLd = createIsomorphicFn()
  .server(exhibitionEventLd)
  .client(() => null)

/** A news item as schema.org NewsArticle for a loader, on the server; `null` in the browser. */
export const headArticleLd = createIsomorphicFn()
  .server(newsArticleLd)
  .client(() => null)
