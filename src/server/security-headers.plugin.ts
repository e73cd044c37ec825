import { definePlugin } from 'nitro'
import { withSecurityHeaders } from './security-headers'

/**
 * Nitro runtime plugin (vite.config.ts): the headers every answer carries, static files included,
 * added around nitro's whole handler. (A `/**` route rule did this before; it made h3 copy every
 * answer of the app into a new one with a streamed body, which cost cached pages a third of their
 * speed.)
 */
export default definePlugin((nitroApp) => {
  const handle = nitroApp.fetch
  nitroApp.fetch = async (request) => withSecurityHeaders(await handle(request))
})
