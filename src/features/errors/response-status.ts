import { createIsomorphicFn } from '@tanstack/react-start'
import { setSsrResponseStatus } from '~/server/request-store.server'

/**
 * Lets the error page decide the HTTP status of a server-rendered response
 * (the router alone only knows 404 and 500). A no-op in the browser.
 */
export const reportResponseStatus = createIsomorphicFn()
  .server((status: number) => setSsrResponseStatus(status))
  .client(() => undefined)
