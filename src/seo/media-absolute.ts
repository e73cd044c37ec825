import type { Locale } from '~/i18n/locales'

// Apart from the structured-data builders, which only page loaders call (they travel with the
// page's chunk), because every page's head needs this one (ADR 023).

/** What the structured-data builders need to write absolute URLs in a page's language. */
export interface LdContext {
  locale: Locale
  siteOrigin: string
}

/** A media path as an absolute URL (on the media host when one is configured), for crawlers and share cards. */
export const mediaAbsolute = (ctx: LdContext, src: string | null | undefined, base: string | undefined) => {
  if (!src) return undefined
  if (/^https?:/i.test(src)) return src
  return (base ? base.replace(/\/+$/, '') : ctx.siteOrigin) + (src.startsWith('/') ? src : `/${src}`)
}
