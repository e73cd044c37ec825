// Workbox plugins of the generated service workers (ADR 040). workbox-build copies each function's
// source text into the worker (generateSW serialises `plugins`), so every function here stands
// alone: no imports, no names from this module, only the worker's globals (`caches`, `Date`).
import type { RuntimeCaching } from 'workbox-build'

type WorkboxPlugin = NonNullable<NonNullable<RuntimeCaching['options']>['plugins']>[number]

/**
 * A page the server says is gone (404: an erased or unknown badge; 410) is no longer kept: its
 * offline copy is deleted from every cache, so the device stops showing it without a network.
 */
export const dropGonePages: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 404 || response.status === 410) {
      for (const name of await caches.keys()) await (await caches.open(name)).delete(request.url, { ignoreVary: true })
    }
    return response
  },
}

/**
 * A copy whose answer said until when it is worth showing (`x-offline-until`, an HTTP date: the
 * badge's show's end, OFFLINE_UNTIL_HEADER) is deleted once that time has passed, instead of shown.
 */
export const dropExpiredCopies: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
    if (!cachedResponse) return null
    const until = Date.parse(cachedResponse.headers.get('x-offline-until') ?? '')
    if (!(until <= Date.now())) return cachedResponse
    await (await caches.open(cacheName)).delete(request, { ignoreVary: true })
    return null
  },
}
