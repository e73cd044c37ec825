/**
 * A minimal service worker (hand-written: the Vite PWA plugins do not run on Start's production
 * build, and runtime caching of what the page loads needs no build manifest): network first for the
 * pages `pages` matches and the site's built files (`/assets/…`), the device's copy when the network
 * is gone. Nothing else passes through it. A page is kept under its path and query: a page's HTML
 * depends on its query (the plan's `?booth=`), and another query's copy would not hydrate.
 */
export function offlineWorkerSource(cache: string, pages: RegExp): string {
  return `'use strict'
const CACHE = ${JSON.stringify(cache)}
const PAGES = new RegExp(${JSON.stringify(pages.source)})
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (!PAGES.test(url.pathname) && !url.pathname.startsWith('/assets/')) return
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone()
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(url.pathname + url.search, copy)))
        }
        return response
      })
      .catch(() => caches.match(url.pathname + url.search).then((cached) => cached || Response.error())),
  )
})
`
}

/** Serves a worker script; `allowed`: the widest scope it may be registered for. */
export const workerResponse = (source: string, allowed: string) =>
  new Response(source, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'service-worker-allowed': allowed,
    },
  })
