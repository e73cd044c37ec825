import { createStartHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { getAuth } from './admin/auth/auth.server'
import { ensureFirstAdmin } from './admin/auth/first-admin.server'
import { startImportJobs } from './admin/import/import-worker.server'
import { startScheduledPublishing } from './admin/news/scheduled-publish.server'
import { apiLocale } from './api/api-i18n.server'
import { logEvent } from './api/log.server'
import { loggablePath } from './api/log-path'
import { getDb } from './db/client.server'
import { ADMIN_HEADERS, isAdminPath } from './i18n/admin-locale'
import { localeOfPath } from './i18n/locales'
import { decideLocaleRedirect, isPagePath } from './i18n/redirects'
import { startMailDelivery } from './mail/delivery.server'
import { startHousekeeping } from './mail/housekeeping.server'
import { isPrivatePagePath } from './routing/private-pages'
import { redirectTo, sameOriginPath } from './routing/redirect-target'
import { isClientAbort, type LimitedRequest, limitRequestBody } from './server/body-limit.server'
import { setCachedPageAnswerer } from './server/cached-page-fast-path'
import { canonicalPrefixPath } from './server/canonical-path'
import { contentVersion } from './server/content-state.server'
import { contentSecurityPolicy, createNonce, NONCE_HEADER, SCRIPTLESS_POLICY } from './server/csp'
import { EventLoopLag } from './server/event-loop-lag.server'
import { beginWork, installShutdownHandlers, isDraining } from './server/lifecycle.server'
import { prepareShedPages, refuseUndecodablePath, shedPage, shedPageNow } from './server/minimal-page.server'
import { type CacheState, cachedPageResponse, renderedPageResponse } from './server/page-answer.server'
import {
  type CachedPage,
  isCacheableResponse,
  keptHeaders,
  PageCache,
  pageCacheOptionsFromEnv,
  preparePage,
} from './server/page-cache.server'
import { type PageCacheTarget, pageCacheTarget } from './server/page-cache-key'
import { sealPage } from './server/page-seal.server'
import { RenderGate, renderGateOptionsFromEnv, SHED } from './server/render-gate.server'
import { byteRenderHandler } from './server/render-handler.server'
import { bodyLimitOf, largeServerFnOf, runLargeServerFn, tooLargeAnswer } from './server/request-body-policy.server'
import { peerOf, type RequestStore, requestStore } from './server/request-store.server'
import {
  decodableServerFnRequest,
  isServerFnPath,
  noStoreByDefault,
  refuseMalformedServerFn,
  scrubServerFnError,
} from './server/server-fn-errors.server'
import { trackStartup } from './server/startup.server'
import { refuseInconsistentSetup } from './server/startup-checks.server'

/**
 * The edge of the application: locale redirects before any rendering, the shared rendered-page
 * cache (bytes prepared once per render, ETags), a per-request store for the status an error page
 * chooses, hash-based CSP for every page (ADR 022), compression of HTML, the headers every response
 * carries, one JSON log line per request, and graceful shutdown.
 */
refuseInconsistentSetup()

// Pages are answered whole (sealed, cached, compressed), never streamed, so React renders
// them to a string: cheaper than a web stream encoded chunk by chunk. The handler answers with
// the bytes the router's transform made, not a string encoded once more (render-handler.server).
const handler = { fetch: createStartHandler(byteRenderHandler) }
const cacheOptions = pageCacheOptionsFromEnv()
const pageCache = new PageCache(cacheOptions)
// 404 pages (a news id that does not exist, say) live in their own small cache: a flood of them
// can never evict the real pages.
const missingPageCache = new PageCache({
  ...cacheOptions,
  maxEntries: Math.max(1, Math.floor(cacheOptions.maxEntries / 10)),
  maxBytes: cacheOptions.maxBytes / 8,
})
// Renders are refused at admission when the wait they would have (the renders ahead, and how late
// the event loop runs) is beyond PAGE_RENDER_QUEUE_MS (ADR 029).
const eventLoopLag = new EventLoopLag().start()
const renderGate = new RenderGate({ ...renderGateOptionsFromEnv(), lag: () => eventLoopLag.current() })
const rendering = new Map<string, Promise<CachedPage | undefined | typeof SHED>>()
async function handle(request: Request): Promise<Response> {
  const started = performance.now()
  const done = beginWork(request)
  const url = new URL(request.url)
  const meta: { cache?: CacheState } = {}
  // Every body is counted while it is read and cut off at its path's limit (ADR 031).
  const body = limitRequestBody(request, bodyLimitOf(url.pathname))
  let response: Response
  try {
    response =
      body.state() === 'over-limit' ? await tooLargeAnswer(request, url.pathname) : await route(body.request, url, meta)
    if (body.state() === 'over-limit' && response.status !== 413) {
      await response.body?.cancel()
      response = await tooLargeAnswer(request, url.pathname)
    }
  } catch (error) {
    response = await failureAnswer(request, url, body, error)
  } finally {
    done()
  }
  logRequest(request, url, response.status, started, meta.cache)
  // A body left unread (over its limit, refused, or never wanted) is not read on: the connection
  // is cut once the answer is out.
  body.closeAfterAnswer()
  return withEdgeHeaders(sameOriginLocation(response, url))
}

/**
 * A request that threw. A body over its limit (a reader gave up with BodyTooLargeError) is the 413
 * it always gets, and a client that went away mid-request is its own doing: neither is logged as a
 * failure, nor with a stack (ADR 031).
 */
async function failureAnswer(request: Request, url: URL, body: LimitedRequest, error: unknown): Promise<Response> {
  if (body.state() === 'over-limit') return await tooLargeAnswer(request, url.pathname)
  if (isClientAbort(request, error)) {
    logEvent('info', 'request aborted by client', { path: loggablePath(url.pathname) })
    // nginx's "client closed request": the client is gone, the status is only for the request log.
    return new Response(null, { status: 499, headers: { 'cache-control': 'no-store' } })
  }
  logEvent('error', 'request failed', { path: loggablePath(url.pathname), error })
  return new Response('Internal Server Error', {
    status: 500,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/**
 * The last check on every redirect, including the router's own (`//news` -> 307): a `Location`
 * that would leave this origin is replaced by the home page (redirect-target.ts).
 */
function sameOriginLocation(response: Response, url: URL): Response {
  const location = response.headers.get('location')
  if (location === null) return response
  const safe = sameOriginPath(location, url.origin) ?? '/'
  if (safe === location) return response
  const headers = new Headers(response.headers)
  headers.set('location', safe)
  return new Response(response.body, { status: response.status, headers })
}

/**
 * A page brought its own CSP (the hashes of its scripts); anything else gets the policy that allows
 * no script. (The other security headers come from security-headers.plugin.ts, static files too.)
 */
function withEdgeHeaders(response: Response): Response {
  const added: Record<string, string> = {}
  if (!response.headers.has('content-security-policy')) added['content-security-policy'] = SCRIPTLESS_POLICY
  if (isDraining()) added.connection = 'close'
  try {
    for (const [name, value] of Object.entries(added)) response.headers.set(name, value)
    return response
  } catch {
    // Headers of a fetched response are immutable: copy them once.
    const headers = new Headers(response.headers)
    for (const [name, value] of Object.entries(added)) headers.set(name, value)
    return new Response(response.body, { status: response.status, statusText: '', headers })
  }
}

async function route(request: Request, url: URL, meta: { cache?: CacheState }): Promise<Response> {
  if (isDraining() && url.pathname === '/api/ready') {
    return Response.json(
      { code: 503, msg: 'shutting down', data: null },
      { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '5' } },
    )
  }
  const undecodable = await refuseUndecodablePath(request, url)
  if (undecodable) return undecodable
  // Before any decision by path: one spelling of the back office's, the API's and private pages' prefixes.
  const canonical = canonicalPrefixPath(url.pathname)
  if (canonical !== undefined)
    return redirectTo(canonical + url.search, { status: 308, headers: { 'cache-control': 'no-store' } })
  if (isServerFnPath(url.pathname)) {
    const refused = refuseMalformedServerFn(request, url)
    if (refused) return refused
    const large = largeServerFnOf(url.pathname)
    const run = async () =>
      noStoreByDefault(await scrubServerFnError(url, await render(decodableServerFnRequest(request))))
    return large ? await runLargeServerFn(request, large, run) : await run()
  }
  if (isAdminPath(url.pathname) || isPrivatePagePath(url.pathname))
    return orShed(request, await renderGate.run(() => adminPage(request)))
  const isPage = (request.method === 'GET' || request.method === 'HEAD') && isPagePath(url.pathname)
  if (!isPage) {
    if (request.method === 'POST' && isPagePath(url.pathname))
      return orShed(request, await renderGate.run(() => formPost(request)))
    return render(request)
  }

  const redirect = localeRedirectOf(request, url)
  if (redirect) {
    return redirectTo(redirect.location, { status: redirect.status, headers: { vary: 'Cookie, Accept-Language' } })
  }

  const target = cacheOptions.enabled ? pageCacheTarget(url.pathname, url.search) : undefined
  if (!target) {
    meta.cache = 'bypass'
    return orShed(request, await renderGate.run(() => renderedPage(request, 'bypass')))
  }

  const key = pageCacheKey(url, target.key)
  const renderUrl = canonicalAddress(target, url)
  const cachedAnswer = answerFromCache(request, key, renderUrl, meta)
  if (cachedAnswer) return cachedAnswer

  meta.cache = 'miss'
  // Concurrent misses for one page share one render (and its compression).
  let pending = rendering.get(key)
  if (!pending && request.method === 'GET') {
    pending = renderGate.run(() => renderForCache(request, key, renderUrl()))
    rendering.set(key, pending)
    // The callers below get the render's failure; this bookkeeping must not add an unhandled one.
    void pending.finally(() => rendering.delete(key)).catch(() => undefined)
  }
  const entry = await pending
  if (entry === SHED) return await shedPage(request)
  if (entry) return cachedPageResponse(request, entry, 'miss')
  // Not cacheable (or HEAD): render this request on its own.
  return orShed(request, await renderGate.run(() => renderedPage(request)))
}

function localeRedirectOf(request: Request, url: URL) {
  return decideLocaleRedirect({
    pathname: url.pathname,
    search: url.search,
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  })
}

/**
 * Pages depend on their route and validated search params only (page-cache-key.ts), plus the
 * request's origin when SITE_URL is unset.
 */
function pageCacheKey(url: URL, targetKey: string): string {
  return `${process.env.SITE_URL ? '' : url.origin}|${targetKey}`
}

/**
 * The stored answer for a page, when there is one to serve (fresh, or stale and revalidated in the
 * background); undefined when the page must be rendered.
 */
function answerFromCache(
  request: Request,
  key: string,
  renderUrl: () => string,
  meta: { cache?: CacheState },
): Response | undefined {
  const cached = pageCache.get(key) ?? missingPageCache.get(key)
  if (!cached) return undefined
  const cache = cached.status === 404 ? missingPageCache : pageCache
  const fresh = cache.isFresh(cached, contentVersion.current())
  // A stale "not found" is never served: the change may be the page's publication, and the first
  // visitor after it (often the editor checking) must see the page, not the old 404.
  if (!fresh && cached.status === 404) return undefined
  if (!fresh) {
    // Background work never queues behind visitors: skipped (the stale page kept) when busy.
    cache.revalidate(key, () =>
      renderGate.tryRun(() => renderForCache(request, key, renderUrl()).then(() => undefined)),
    )
  }
  meta.cache = fresh ? 'hit' : 'stale'
  return cachedPageResponse(request, cached, meta.cache)
}

/**
 * A page answered before nitro's router, h3 and Start see the request (the nitro plugin
 * cached-page-fast-path.plugin.ts): the same checks as route() in the same order, for the requests
 * whose answer is a stored page, or a 503 because the render gate would refuse its render anyway.
 * Anything else (a render to do, a redirect, an address to decode, the back office, draining)
 * returns undefined and takes the full way. Half of a revalidation's (304) cost was that way; under
 * overload, a refused page that went it waited behind the renders it was refused for (ADR 029).
 */
function fastAnswer(request: Request): Response | undefined {
  if (isDraining() || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined
  const started = performance.now()
  const url = new URL(request.url)
  const { pathname } = url
  if (
    pathname.includes('%') ||
    !isPagePath(pathname) ||
    isAdminPath(pathname) ||
    isPrivatePagePath(pathname) ||
    canonicalPrefixPath(pathname) !== undefined
  )
    return undefined
  if (localeRedirectOf(request, url)) return undefined
  const meta: { cache?: CacheState } = {}
  const target = cacheOptions.enabled ? pageCacheTarget(pathname, url.search) : undefined
  if (target) {
    const key = pageCacheKey(url, target.key)
    const response = answerFromCache(request, key, canonicalAddress(target, url), meta)
    if (response) {
      logRequest(request, url, response.status, started, meta.cache)
      return response
    }
    // A render of this page is on its way: waiting for it costs no render of its own.
    if (rendering.has(key)) return undefined
  }
  if (!renderGate.wouldShed()) return undefined
  const response = shedPageNow(request)
  if (response) logRequest(request, url, response.status, started, target ? 'miss' : 'bypass')
  return response
}

/** The address a cache target is rendered at: its canonical path on the request's origin (ADR 011). */
function canonicalAddress(target: PageCacheTarget, url: URL): () => string {
  return () => new URL(target.path, url.origin).href
}

/** A page rendered for this request alone (not cached), allowed by its render nonce; non-HTML passes through. */
async function renderedPage(request: Request, cache?: CacheState): Promise<Response> {
  const nonce = createNonce()
  const response = await render(request, nonce)
  if (!response.headers.get('content-type')?.includes('text/html')) return response
  const answer = { status: response.status, headers: response.headers, body: await response.bytes() }
  return renderedPageResponse(request, answer, nonce, cache)
}

/** A back-office or private page: rendered for this request alone, never stored, never indexed. */
async function adminPage(request: Request): Promise<Response> {
  const answer = await renderedPage(request)
  const headers = new Headers(answer.headers)
  for (const [name, value] of Object.entries(ADMIN_HEADERS)) headers.set(name, value)
  return new Response(answer.body, { status: answer.status, headers })
}

/** The answer, or the localised 503 when the render gate was full. */
async function orShed(request: Request, answer: Response | typeof SHED): Promise<Response> {
  return answer === SHED ? await shedPage(request) : answer
}

/**
 * A plain HTML form posted to a page (forms that work without JavaScript): never cached, never
 * redirected by locale rules; a re-rendered page is not stored by anyone (it shows what the
 * visitor typed).
 */
async function formPost(request: Request): Promise<Response> {
  const page = await renderedPage(request)
  if (page.headers.get('content-type')?.includes('text/html')) page.headers.set('cache-control', 'no-store')
  return page
}

/**
 * Renders the page at `renderUrl` (the key's canonical URL, not the visitor's) for the cache, seals
 * it (scripts allowed by hash, no nonce left) and compresses it once; stores it only when cacheable
 * and the content version was readable.
 */
async function renderForCache(request: Request, key: string, renderUrl: string): Promise<CachedPage | undefined> {
  const done = beginWork()
  try {
    // Read the version first: a render made while the database is unreachable (a degraded page)
    // must never replace a good cached page.
    const version = await contentVersion.refresh()
    const nonce = createNonce()
    const response = await render(new Request(renderUrl, { method: 'GET', headers: request.headers }), nonce)
    if (!isCacheableResponse(response)) {
      await response.body?.cancel()
      return undefined
    }
    const { html, scriptHashes } = sealPage(await response.text(), nonce)
    const entry = await preparePage(html, {
      status: response.status,
      headers: keptHeaders(response.headers),
      csp: contentSecurityPolicy({ scriptHashes }),
      version: version ?? -1,
      storedAt: Date.now(),
    })
    if (version !== undefined && contentVersion.healthy) {
      const [store, other] = entry.status === 404 ? [missingPageCache, pageCache] : [pageCache, missingPageCache]
      other.delete(key)
      store.set(key, entry)
    }
    return entry
  } finally {
    done()
  }
}

/** The application itself, with the nonce on the request and the status an error page chose. */
async function render(request: Request, nonce?: string): Promise<Response> {
  let target = request
  if (nonce !== undefined) {
    // Pages only: a copy of the request carrying the nonce for the renderer (and a form post's body).
    const headers = new Headers(request.headers)
    headers.set(NONCE_HEADER, nonce)
    target =
      request.method === 'POST'
        ? new Request(request.url, { method: 'POST', headers, body: request.body, duplex: 'half' } as RequestInit)
        : new Request(request.url, { method: request.method, headers })
  }
  const store: RequestStore = { peer: peerOf(request) }
  const response = await requestStore.run(store, () => handler.fetch(target))
  const isHtml = response.headers.get('content-type')?.includes('text/html') ?? false
  const status = isHtml && store.status && store.status !== response.status ? store.status : response.status
  if (status === response.status) return response
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(store.headers ?? {})) headers.set(name, value)
  return new Response(response.body, { status, headers })
}

function logRequest(request: Request, url: URL, status: number, started: number, cache?: CacheState): void {
  if (process.env.LOG_REQUESTS === '0') return
  const isApi = url.pathname.startsWith('/api/')
  // The path only: query strings (search words, tokens) stay out of the logs, and so do tokens in paths.
  logEvent('info', 'request', {
    method: request.method,
    path: loggablePath(url.pathname),
    status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    locale: isApi ? apiLocale(request) : localeOfPath(url.pathname),
    ...(cache ? { cache } : {}),
  })
}

installShutdownHandlers()
void prepareShedPages().catch((error: unknown) => logEvent('error', 'shed pages not prepared', { error }))
setCachedPageAnswerer(fastAnswer)
startScheduledPublishing()
startMailDelivery()
startImportJobs()
startHousekeeping()

// Open (and on first start create, migrate and seed) the database while the server starts, so the
// first visitor does not wait for it; a failure here is retried by the first request that needs it.
trackStartup(
  getDb()
    .then(async (db) => {
      await contentVersion.refresh()
      await ensureFirstAdmin(db, await getAuth())
    })
    .catch((error: unknown) => logEvent('error', 'database not available at start-up', { error })),
)

export default createServerEntry({ fetch: handle })
