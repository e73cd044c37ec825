import { apiMessages } from '~/contracts/messages'
import { ApiError } from './api-error.server'

/**
 * Refuses cross-site form posts. Browsers send `Sec-Fetch-Site` and `Origin` on every cross-site
 * POST; requests without either (curl, server-to-server) carry no visitor's cookies or intent.
 */
export function assertSameSite(request: Request): void {
  const site = request.headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') throw new ApiError(403, apiMessages.crossSite)
  const origin = request.headers.get('origin')
  if (origin === null) return
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    throw new ApiError(403, apiMessages.crossSite)
  }
  if (!allowedHosts(request).has(originHost)) throw new ApiError(403, apiMessages.crossSite)
}

function allowedHosts(request: Request): Set<string> {
  const hosts = new Set<string>([new URL(request.url).host])
  const host = request.headers.get('host')
  if (host) hosts.add(host)
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = request.headers.get('x-forwarded-host')
    if (forwarded) hosts.add(forwarded.split(',')[0]?.trim() ?? '')
  }
  if (process.env.SITE_URL) hosts.add(new URL(process.env.SITE_URL).host)
  return hosts
}
