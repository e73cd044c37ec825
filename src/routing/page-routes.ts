import type { FileRoutesByPath, RemoveTrailingSlashes } from '@tanstack/react-router'

/**
 * Every route's full path, read from the router's registry of file routes (`FileRoutesByPath`, which
 * the generated tree fills in by declaration merging). Naming routes through the router's types
 * instead of importing `routeTree.gen` keeps this module, and the seed, server and features that use
 * it, out of the tree's import graph: the tree imports every route, so an import of it from a module
 * a route reaches made the whole source one import cycle (src/routing/import-graph.test.ts).
 */
export type RouteFullPath = FileRoutesByPath[keyof FileRoutesByPath]['fullPath']

/**
 * The site's pages as routes of the tree, written the way `<Link to>` names them
 * (`/{-$locale}/news`: an index route without its trailing slash). The compiler checks this list
 * against the tree in both directions, so a renamed page breaks `tsc` here instead of a visitor's
 * link. The home page is its full path `/{-$locale}/`, so the English home is `/en/` as the server's
 * redirects write it.
 */
type LocalePage = Extract<RemoveTrailingSlashes<RouteFullPath>, `/{-$locale}/${string}`>
/**
 * Pages without path params: what a table or a stored menu target can name. A mailed link's landing
 * page (`/newsletter/…`, `/register/confirm`) is one person's page and an editor's preview
 * (`/preview/…`) is private, never a menu target.
 */
type StaticPage = Exclude<
  LocalePage,
  | `/{-$locale}/${string}$${string}`
  | '/{-$locale}/404'
  | `/{-$locale}/newsletter/${string}`
  | '/{-$locale}/register/confirm'
  | `/{-$locale}/preview/${string}`
>
type HomePage = '/{-$locale}/'

const PAGE_ROUTES = [
  '/{-$locale}/',
  '/{-$locale}/become-an-exhibitor',
  '/{-$locale}/contact',
  '/{-$locale}/directories',
  '/{-$locale}/download',
  '/{-$locale}/exhibition-news',
  '/{-$locale}/exhibition-photos',
  '/{-$locale}/exhibitor-german-pavilion',
  '/{-$locale}/exhibitor-news',
  '/{-$locale}/floor-plan',
  '/{-$locale}/global',
  '/{-$locale}/introduce',
  '/{-$locale}/media-partners',
  '/{-$locale}/news',
  '/{-$locale}/range',
  '/{-$locale}/register',
  '/{-$locale}/review',
  '/{-$locale}/search-news',
  '/{-$locale}/selection-activity',
  '/{-$locale}/trade-news',
  '/{-$locale}/vip-visitors',
  '/{-$locale}/visitor-guide',
  '/{-$locale}/why-participate',
  '/{-$locale}/why-visit',
] as const satisfies readonly (StaticPage | HomePage)[]

export type PageRoute = (typeof PAGE_ROUTES)[number]

/** Fails to compile while a static page of the tree is missing from `PAGE_ROUTES`. */
type Missing = Exclude<StaticPage, PageRoute>
const complete: [Missing] extends [never] ? true : Missing = true
void complete

const LOCALE_SEGMENT = '/{-$locale}'

/** The locale-neutral path of a page, as the spec's URLs and the menu data write it: `/news`, `/`. */
export function pagePath(route: PageRoute): string {
  return route.slice(LOCALE_SEGMENT.length).replace(/(.)\/$/, '$1')
}

const BY_PATH: ReadonlyMap<string, PageRoute> = new Map(PAGE_ROUTES.map((route) => [pagePath(route), route]))

/** The page route a locale-neutral path names, or undefined when no page of the tree has it. */
export function pageRouteOf(path: string): PageRoute | undefined {
  return BY_PATH.get(path)
}

/** Every page's locale-neutral path, in the order above: the internal targets a menu item can name. */
export const PAGE_PATHS: readonly string[] = [...BY_PATH.keys()]
