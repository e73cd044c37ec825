// The JavaScript a page loads in a browser, measured one way for `npm run bench` and the budget
// test: every script response (module scripts, module preloads, chunks imported while the page
// starts) until the network is idle, each counted once, with its size gzipped at level 9. Code the
// page loads on a timer after `load` (the floating box's, 2 s later: ADR 023) is not part of its
// start and is left out by name: whether the idle wait ends before or after that timer depends on
// the machine's speed, and a budget must not (one fresh-clone run on a busy 2-core machine counted it).
import { gzipSync } from 'node:zlib'
import type { BrowserContext } from '@playwright/test'

/** Issue 15's target: at most this much gzip JavaScript on any public page (ADR 023). */
export const PUBLIC_PAGE_JS_TARGET_BYTES = 120 * 1024
/**
 * What every public page stays under today (ADR 023, 029): the budget test fails above it, so the
 * bundle cannot grow back. Lower it with each cut until it reaches the target. Issue 23's 128 KB
 * (ADR 029, "Under 128 KB") was reached as the server functions' client stubs came to load with
 * their first call, the booth form and the booth card with their use, the registration's place
 * names came as data, and the layout's toasts, WeChat sharing and catalog loading left the entry.
 */
export const PUBLIC_PAGE_JS_CEILING_BYTES = 128 * 1024

interface PageScript {
  path: string
  raw: number
  gzip: number
}

export interface PageJavaScript {
  scripts: PageScript[]
  raw: number
  gzip: number
}

export async function measurePageJavaScript(context: BrowserContext, url: string): Promise<PageJavaScript> {
  const tab = await context.newPage()
  const pending = new Map<string, Promise<PageScript>>()
  // Scripts that start after the measurement ends (the network idle after hydration) are not part
  // of the page's start, and a body read then would fail once the tab is closed. The floating box's
  // timer-loaded chunk is left out by name as well (TIMER_LOADED_CHUNK): on a slow machine it can
  // start before that point.
  let measuring = true
  tab.on('response', (response) => {
    if (!measuring || response.request().resourceType() !== 'script') return
    const path = new URL(response.url()).pathname
    if (pending.has(path) || TIMER_LOADED_CHUNK.test(path)) return
    pending.set(
      path,
      response.body().then((body) => ({ path, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
    )
  })
  // Requests in flight, for waiting until the network is idle again after hydration.
  let inFlight = 0
  let lastChange = Date.now()
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastChange = Date.now()
  }
  tab.on('request', () => {
    inFlight += 1
    lastChange = Date.now()
  })
  tab.on('requestfinished', settle)
  tab.on('requestfailed', settle)
  try {
    await tab.goto(url, { waitUntil: 'networkidle' })
    // A cached page starts its JavaScript after its first paint (ADR 024), which can come after the
    // network has gone idle once: wait for the page's hydration mark, then for the network to be idle
    // again (no request for 500 ms, as Playwright's networkidle).
    await tab.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    while (inFlight > 0 || Date.now() - lastChange < NETWORK_IDLE_MS) await tab.waitForTimeout(50)
    measuring = false
    const scripts = (await Promise.all(pending.values())).sort((a, b) => b.gzip - a.gzip)
    return {
      scripts,
      raw: scripts.reduce((n, s) => n + s.raw, 0),
      gzip: scripts.reduce((n, s) => n + s.gzip, 0),
    }
  } finally {
    await tab.close()
  }
}

const NETWORK_IDLE_MS = 500
/** The chunk FloatingBarHost imports when its 2 s timer fires; the build names chunks after their module. */
export const TIMER_LOADED_CHUNK = /\/FloatingBar-[^/]*\.js$/

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
