/**
 * Keeps a page readable without a network once it was opened (ADR 033): registers its service
 * worker and puts the page and the built files it loaded into the worker's cache at once, so the
 * first visit is enough (the worker itself only sees later requests). Failures only mean no copy.
 */
export async function keepPageOffline(page: { worker: string; scope: string; cache: string }): Promise<void> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return
  await navigator.serviceWorker.register(page.worker, { scope: page.scope })
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname)
  const cache = await caches.open(page.cache)
  await cache.addAll([location.pathname + location.search, ...new Set(files)])
}
