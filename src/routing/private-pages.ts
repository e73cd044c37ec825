/**
 * Public-layout pages answered like the back office (never cached, stored or indexed, no Referer
 * sent from them, nothing shared): an editor's preview (`/preview/…`, signed-in only), a mailed
 * link's landing page (`/newsletter/…`, `/register/confirm…`: a token in the query or path, one
 * person's page, not a page of the site) and a visitor's e-badge (`/badge/…`, its token in the path,
 * ADR 033). In both languages; each in its one spelling (canonical-path.ts redirects the others).
 */
export const PRIVATE_PAGE_SECTIONS: readonly (readonly string[])[] = [
  ['preview'],
  ['newsletter'],
  ['badge'],
  ['register', 'confirm'],
]

/**
 * The same sections as one literal pattern (the test checks they agree): the language switch runs it
 * on every page, and a pattern built from the list at run time would put the list, its joins and the
 * constructor in every page's start-up code.
 */
const PRIVATE_PAGE = /^(?:\/en)?\/(?:preview|newsletter|badge|register\/confirm)(?:\/|$)/i

/** Whether `pathname` is one of those pages (case-insensitive as the router is). */
export function isPrivatePagePath(pathname: string): boolean {
  return PRIVATE_PAGE.test(pathname)
}
