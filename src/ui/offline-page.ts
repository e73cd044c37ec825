import type { PageWorker } from '~/offline/page-workers'

/** Resolves once a service worker controls this page (its worker claims the page as it activates). */
function controlled(container: ServiceWorkerContainer): Promise<void> {
  if (container.controller) return Promise.resolve()
  return new Promise((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }))
}

/**
 * Keeps a page readable without a network once it was opened (ADR 040): registers the page's
 * service worker, which precaches the built files the page needs as it installs. The worker sees
 * only later requests, so on a first visit the page fetches itself once through it, which keeps
 * the copy; a visit under the worker is kept as it loads. Deletes the cache of the hand-written
 * worker this one replaced. Failures only mean no copy.
 */
export async function keepPageOffline(worker: PageWorker, scope: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const container = navigator.serviceWorker
  const firstVisit = !container.controller
  await container.register(worker.url, { scope })
  if ('caches' in window) await caches.delete(worker.legacyCache)
  if (!firstVisit) return
  await controlled(container)
  await fetch(location.pathname + location.search, { credentials: 'same-origin' })
}
