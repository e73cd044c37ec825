import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { logEvent } from './api/log.server'
import { getDb } from './db/client.server'
import { decideLocaleRedirect, isPagePath } from './i18n/redirects'
import { requestStore } from './server/request-store.server'
import { SECURITY_HEADERS } from './server/security-headers'

/**
 * The edge of the application: locale redirects before any rendering, a per-request store for the
 * status an error page chooses, and the headers every response carries.
 */
async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url)
  if ((request.method === 'GET' || request.method === 'HEAD') && isPagePath(url.pathname)) {
    const redirect = decideLocaleRedirect({
      pathname: url.pathname,
      search: url.search,
      cookie: request.headers.get('cookie'),
      acceptLanguage: request.headers.get('accept-language'),
    })
    if (redirect) {
      return new Response(null, {
        status: redirect.status,
        headers: { location: redirect.location, vary: 'Cookie, Accept-Language', 'cache-control': 'no-store' },
      })
    }
  }

  const store: { status?: number } = {}
  const response = await requestStore.run(store, () => handler.fetch(request))
  const isHtml = response.headers.get('content-type')?.includes('text/html') ?? false
  const status = isHtml && store.status && store.status !== response.status ? store.status : response.status
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value)
  }
  if (isHtml && isPagePath(url.pathname)) headers.append('vary', 'Cookie, Accept-Language')
  return new Response(response.body, { status, statusText: '', headers })
}

// Open (and on first start create, migrate and seed) the database while the server starts, so the
// first visitor does not wait for it; a failure here is retried by the first request that needs it.
getDb().catch((error: unknown) => logEvent('error', 'database not available at start-up', { error }))

export default createServerEntry({ fetch: handle })
