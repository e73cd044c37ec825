import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'

/**
 * The public origin used in canonical and hreflang URLs. `SITE_URL` in production, so a forged
 * Host header can never end up in a (cached) page; the request's own origin in development.
 */
export const currentSiteOrigin = createIsomorphicFn()
  .server((): string => (process.env.SITE_URL ?? new URL(getRequest().url).origin).replace(/\/+$/, ''))
  .client((): string => window.location.origin)
