import type { Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { ErrorPage, NotFoundPage } from './features/errors'
import { isAdminPath } from './i18n/admin-locale'
import { createI18n, loadAdminCatalog, loadCatalog } from './i18n/i18n'
import { LINGUI_LOCALE, type Locale } from './i18n/locales'
import { currentRequestIsAdmin, currentRequestLocale } from './i18n/request-locale'
import { parseSearch, stringifySearch } from './i18n/search-params'
import { currentSiteOrigin } from './i18n/site-origin'
import { routeTree } from './routeTree.gen'
import { SiteLocaleProvider } from './routing/locale'
import { nextTask } from './routing/next-task'
import type { RouterContext } from './routing/router-context'
import { currentCspNonce } from './server/csp-nonce'

/** Compiled Lingui messages are JSON data; a string keeps the router's serializer types simple. */
interface DehydratedI18n {
  i18n: { locale: Locale; messages: string }
}

/**
 * The catalogs as the browser receives them, once per catalog object (module-level, so one per
 * locale and page kind): stringifying 14 KB of messages for every render showed in its profile.
 */
const serializedCatalogs = new WeakMap<Messages, string>()

/** The page's messages: the public catalog, and on the back office its own catalog too (merged once). */
const backOfficeCatalogs = new Map<Locale, Messages>()

/**
 * The page's catalog and its serialized form, on the server only: the browser receives the messages
 * with the dehydrated state instead of fetching them again, so none of this (nor the catalogs' own
 * chunks) is in its code.
 */
const catalogOfPage = createIsomorphicFn()
  .server(async (locale: Locale): Promise<Messages> => {
    const site = await loadCatalog(locale)
    if (!currentRequestIsAdmin()) return site
    let merged = backOfficeCatalogs.get(locale)
    if (merged === undefined) {
      merged = { ...site, ...(await loadAdminCatalog(locale)) }
      backOfficeCatalogs.set(locale, merged)
    }
    return merged
  })
  .client(async (_locale: Locale): Promise<Messages> => ({}))

const serializeCatalog = createIsomorphicFn()
  .server((messages: Messages): string => {
    let json = serializedCatalogs.get(messages)
    if (json === undefined) {
      json = JSON.stringify(messages)
      serializedCatalogs.set(messages, json)
    }
    return json
  })
  .client((_messages: Messages): string => '')

/**
 * The routes of the page being loaded. In the browser, `./routeTree.gen` is the public pages' tree
 * (scripts/lib/public-route-tree.ts: without the back office, the editors' previews and the
 * server-only routes, ADR 029); the pages it leaves out load the whole tree first. Both trees share
 * the public routes' modules, so their types are the same where they meet; on the server there is one
 * tree, the whole one.
 */
async function routeTreeOfPage(): Promise<typeof routeTree> {
  if (typeof window === 'undefined' || !needsWholeRouteTree(window.location.pathname)) return routeTree
  return (await import('./routing/whole-route-tree')).routeTree
}

function needsWholeRouteTree(pathname: string): boolean {
  return isAdminPath(pathname) || /^(?:\/en)?\/preview(?:\/|$)/.test(pathname)
}

/**
 * Called once per request on the server and once per page load in the browser, so the I18n
 * instance and QueryClient are never shared between concurrent renders.
 */
export async function getRouter() {
  const locale = currentRequestLocale()
  const messages = await catalogOfPage(locale)
  const i18n = createI18n(locale, messages)
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } })
  const context: RouterContext = { i18n, locale, siteOrigin: currentSiteOrigin(), queryClient }
  const scrollRestoration = restoreScrollAfterFirstNavigation()
  const router = createRouter({
    routeTree: await routeTreeOfPage(),
    context,
    parseSearch,
    stringifySearch,
    trailingSlash: 'preserve',
    // Every script and inline style the router writes carries the response's CSP nonce.
    ssr: { nonce: currentCspNonce() },
    // A document load keeps a position the visitor (or the browser's restoration) gave it (ADR 028).
    scrollRestoration: scrollRestoration.enabled,
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    Wrap: ({ children }) => (
      <SiteLocaleProvider locale={locale}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </SiteLocaleProvider>
    ),
    dehydrate: (): DehydratedI18n => ({ i18n: { locale, messages: serializeCatalog(messages) } }),
    hydrate: (dehydrated: DehydratedI18n) => {
      i18n.loadAndActivate({
        locale: LINGUI_LOCALE[dehydrated.i18n.locale],
        messages: JSON.parse(dehydrated.i18n.messages) as Messages,
      })
    },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  scrollRestoration.watch(router.history)
  if (typeof window !== 'undefined') keepHydratedQueriesFresh(router, queryClient)
  return router
}

/**
 * The router's scroll restoration, except over a scroll the visitor made before hydration (ADR 028).
 * On the document's own load the router scrolls (to the top, or to a position it stored) once React
 * has hydrated, which on a phone is a second or more after the page is on screen: a scroll made
 * meanwhile was undone. So the first render moves a window that is not at the top no more: the
 * position it has is the visitor's, or the browser's own restoration of a reloaded page. A window
 * still at the top is restored as before. From the first navigation to another entry (a push, Back
 * or Forward; replacing the address is none) the router restores and resets as it always did. The
 * server writes no inline restoration script (the option is false there): run at the end of the
 * body, it too scrolled to the top a page the visitor had begun to scroll.
 */
function restoreScrollAfterFirstNavigation() {
  let navigated = false
  return {
    enabled: () => navigated || (typeof window !== 'undefined' && window.scrollX === 0 && window.scrollY === 0),
    watch(history: RouterHistory) {
      if (typeof window === 'undefined') return
      const stop = history.subscribe(({ action }) => {
        if (action.type === 'REPLACE') return
        navigated = true
        stop()
      })
    },
  }
}

/**
 * The data in a page's HTML is as fresh as the page: the page cache drops a page when the content
 * changes (ADR 006). Counted from the render instead, a cached page older than a query's stale time
 * made every visitor's browser fetch the page's data again as it hydrated (a server-function call per
 * query, and the fetcher's code, ADR 023). So the hydrated queries count from the page's load.
 */
function keepHydratedQueriesFresh(
  router: { options: { hydrate?: (d: DehydratedI18n) => unknown } },
  queryClient: QueryClient,
) {
  const hydrateWithQueries = router.options.hydrate
  router.options.hydrate = async (dehydrated: DehydratedI18n) => {
    // The router's set-up and its hydration (the catalog, the queries, matching the routes) in two tasks.
    await nextTask()
    await hydrateWithQueries?.(dehydrated)
    const now = Date.now()
    for (const query of queryClient.getQueryCache().getAll())
      if (query.state.status === 'success')
        queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: now })
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: Awaited<ReturnType<typeof getRouter>>
  }
}
