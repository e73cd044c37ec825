import * as v from 'valibot'
import { FloorPlanSearch, planDrawnSearch } from '~/contracts/floor-plan'
import { RowIdParam } from '~/contracts/params'
import { DirectorySearch, NewsListSearch, SearchNewsSearch } from '~/contracts/search'
import { localeOfPath, localizePath, stripLocale } from '~/i18n/locales'
import { parseSearch, stringifySearch } from '~/i18n/search-params'
import type { RouteFullPath } from '~/routing/page-routes'

/**
 * What a page request is cached under, and the request rendered for it (ADR 011). A page depends
 * on its route and its *validated* search params only, so the key is built from those: unknown
 * params dropped, values in their canonical form (`/news`, `/news?page=1` and `/news?x=1` are one
 * entry), every invalid query of a route one entry (its 404), every unknown path of a locale one
 * entry (the splat route shows the home page, spec section 2). The page rendered for a key is the
 * one at `path`, never the visitor's own URL, so an entry never carries one visitor's stray params.
 * The hall plan is keyed by the params the server draws it with (`planDrawnSearch`, ADR 034): its
 * search, opened booth and shared stars are marked in the browser, so every value of them is one
 * entry, and a plan drawn with them for a browser without JavaScript (`nojs=1`) is not stored.
 */
export interface PageCacheTarget {
  key: string
  /** Path and query of the page to render for this key. */
  path: string
}

type PageRouteId = Extract<RouteFullPath, `/{-$locale}/${string}`>
/** A page route's path without the locale segment and without a trailing slash (`/news/` is `/news`). */
type NeutralPath = PageRouteId extends `/{-$locale}${infer P}`
  ? P extends `${infer Q}/`
    ? Q extends ''
      ? '/'
      : Q
    : P
  : never

/** Static pages without search params of their own. */
const PLAIN_PAGES = [
  '/',
  '/404',
  '/contact',
  '/download',
  '/exhibition-photos',
  '/exhibitor-german-pavilion',
  '/global',
  '/introduce',
  '/media-partners',
  '/range',
  '/review',
  '/selection-activity',
  '/vip-visitors',
  '/visitor-guide',
  '/why-participate',
  '/why-visit',
] as const satisfies readonly NeutralPath[]

type SearchSchema = v.ObjectSchema<v.ObjectEntries, undefined>

/** Pages with search params: the schema their route validates with. */
const SEARCH_PAGES = {
  '/news': NewsListSearch,
  '/trade-news': NewsListSearch,
  '/exhibitor-news': NewsListSearch,
  '/exhibition-news': NewsListSearch,
  '/search-news': SearchNewsSearch,
  '/directories': DirectorySearch,
} as const satisfies Partial<Record<NeutralPath, SearchSchema>>

const PLAN_PAGE = '/floor-plan' satisfies NeutralPath
const SENT_PAGE = '/become-an-exhibitor' satisfies NeutralPath
/**
 * Rendered for each visitor, never cached: the registration form carries the time it was shown,
 * for the minimum fill time (ADR 033); a cached copy would carry a stale one.
 */
const UNCACHED_PAGE = '/register' satisfies NeutralPath
const PLAIN = new Set<string>(PLAIN_PAGES)
/** A query no route accepts (pages count from 1): every invalid query of a route renders as this one. */
const INVALID_QUERY = '?page=0'
const UNKNOWN_PATH = '/__unknown__'

/**
 * The cache target of a page request, or `undefined` when it should not be cached at all (a path
 * the router answers with its own redirect, such as `//`, or a page rendered per visitor).
 */
export function pageCacheTarget(pathname: string, search: string): PageCacheTarget | undefined {
  if (pathname.includes('//')) return undefined
  const locale = localeOfPath(pathname)
  // The router matches paths decoded, case-insensitively, with or without a trailing slash.
  const decoded = safeDecode(stripLocale(pathname))
  if (decoded === undefined) return undefined
  const neutral = decoded.toLowerCase().replace(/(.)\/$/, '$1')
  const page = (path: string, query = ''): PageCacheTarget => {
    const full = localizePath(path, locale) + query
    return { key: `${locale}:${path}${query}`, path: full }
  }
  if (PLAIN.has(neutral)) return page(neutral)
  if (neutral === UNCACHED_PAGE) return undefined
  if (neutral === SENT_PAGE) return page(neutral, parseSearch(search).sent === '1' ? '?sent=1' : '')
  if (neutral === PLAN_PAGE) {
    const parsed = v.safeParse(FloorPlanSearch, parseSearch(search))
    if (!parsed.success) return page(neutral, INVALID_QUERY)
    const drawn = planDrawnSearch(parsed.output)
    return drawn.nojs ? undefined : page(neutral, canonicalQuery(FloorPlanSearch, drawn))
  }
  if (Object.hasOwn(SEARCH_PAGES, neutral)) {
    const schema: SearchSchema = SEARCH_PAGES[neutral as keyof typeof SEARCH_PAGES]
    const parsed = v.safeParse(schema, parseSearch(search))
    return page(neutral, parsed.success ? canonicalQuery(schema, parsed.output) : INVALID_QUERY)
  }
  const newsId = /^\/news\/([^/]*)$/.exec(neutral)?.[1]
  if (newsId !== undefined) {
    const id = v.safeParse(RowIdParam, newsId)
    return page(id.success ? `/news/${id.output}` : '/news/0')
  }
  return page(UNKNOWN_PATH)
}

/** The validated params in schema order, empty values and `page=1` (the default) left out. */
function canonicalQuery(schema: SearchSchema, params: Readonly<Record<string, unknown>>): string {
  const ordered: Record<string, unknown> = {}
  for (const name of Object.keys(schema.entries)) {
    const value = params[name]
    if (name === 'page' && String(value) === '1') continue
    ordered[name] = value
  }
  return stringifySearch(ordered)
}

function safeDecode(path: string): string | undefined {
  try {
    return decodeURIComponent(path)
  } catch {
    return undefined
  }
}
