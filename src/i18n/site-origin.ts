import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { siteOrigin } from '~/server/site-origin.server'

/**
 * The public origin in the router's context, for canonical and hreflang URLs: on the server the
 * site's origin (`siteOrigin`: `SITE_URL`, so a forged Host header can never end up in a cached page),
 * in the browser the address the page was served from.
 */
export const currentSiteOrigin = createIsomorphicFn()
  .server((): string => siteOrigin(getRequest()))
  .client((): string => window.location.origin)
