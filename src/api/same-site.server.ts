import { apiMessages } from '~/contracts/messages'
import { configuredSiteOrigin } from '~/server/site-origin.server'
import { ApiError } from './api-error.server'
import { isFromTrustedProxy } from './client-ip.server'

/**
 * Refuses cross-site form posts. Browsers send `Sec-Fetch-Site` and `Origin` on every cross-site
 * POST; requests without either (curl, server-to-server) carry no visitor's cookies or intent.
 */
export function assertSameSite(request: Request): void {
  const site = request.headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') throw new ApiError(403, apiMessages.crossSite)
  const origin = request.headers.get('origin')
  if (origin === null) return
  // A page sent with `Referrer-Policy: no-referrer` (the private pages: a mailed link's form) posts
  // with `Origin: null`; the browser's own `Sec-Fetch-Site: same-origin` then says where it came
  // from. Without that header a `null` origin (a sandboxed frame, a data: page) is refused below.
  if (origin === 'null' && site === 'same-origin') return
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    throw new ApiError(403, apiMessages.crossSite)
  }
  if (!allowedHosts(request).has(originHost)) throw new ApiError(403, apiMessages.crossSite)
}

/**
 * The back office's stricter rule for state changes: the request must prove it comes from this site's
 * own pages (`Sec-Fetch-Site: same-origin`, or an `Origin` of this site); one that says nothing is
 * refused too, unlike the public forms' `assertSameSite`.
 */
export function isSameOriginRequest(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site !== null && site !== 'same-origin') return false
  const origin = request.headers.get('origin')
  if (origin === null) return site === 'same-origin'
  try {
    return allowedHosts(request).has(new URL(origin).host)
  } catch {
    return false
  }
}

function allowedHosts(request: Request): Set<string> {
  const hosts = new Set<string>([new URL(request.url).host])
  const host = request.headers.get('host')
  if (host) hosts.add(host)
  if (isFromTrustedProxy()) {
    const forwarded = request.headers.get('x-forwarded-host')
    if (forwarded) hosts.add(forwarded.split(',')[0]?.trim() ?? '')
  }
  const configured = configuredSiteOrigin()
  if (configured) hosts.add(new URL(configured).host)
  return hosts
}
