import { definePlugin } from 'nitro'
import { cachedPageAnswer } from './cached-page-fast-path'

/**
 * Nitro runtime plugin (vite.config.ts): a page the application has stored is answered here, before
 * nitro's router, h3's middleware chain and Start's request context, which cost as much as the
 * answer itself (a 304 to a revalidating browser above all). Everything else goes the full way.
 * Registered before the security headers plugin, which wraps it, so these answers carry them too.
 */
export default definePlugin((nitroApp) => {
  const handle = nitroApp.fetch
  nitroApp.fetch = (request) => cachedPageAnswer(request) ?? handle(request)
})
