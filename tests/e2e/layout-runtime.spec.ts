import type { Page } from '@playwright/test'
import { LOCALES } from '../../src/i18n/locales'
import { t } from '../support/catalog'
import { expect, test } from './fixtures'
import { footerHydrated, home, hydrated, settledAt, type TestRouter } from './layout-helpers'

// Timing-sensitive (throttles, reloads, network state): one after another in one worker.
test.describe.configure({ mode: 'default' })

/**
 * Client-side navigation as a router link does it (layout pages have no link to a news item).
 * Resolves once the router has announced the load, i.e. once the loading bar (subscribed earlier)
 * has armed its throttle: a test clock moved after this counts from the start of the navigation.
 */
async function navigate(page: Page, to: string) {
  await page.evaluate(
    (href) =>
      new Promise<void>((resolve) => {
        const router = (window as unknown as { __TSR_ROUTER__: TestRouter }).__TSR_ROUTER__
        const off = router.subscribe('onBeforeLoad', () => {
          off()
          resolve()
        })
        void router.navigate({ href })
      }),
    to,
  )
}

/** Clicks the main menu's last link (contact) and waits until the router has shown that page. */
async function openContactFromMenu(page: Page) {
  await page
    .getByRole('navigation', { name: t('cn', 'Main navigation') })
    .getByRole('link')
    .last()
    .click()
  await expect(page).toHaveURL(/\/contact$/)
  await settledAt(page, '/contact')
}

test.describe('loading bar', () => {
  test('throttled 200 ms, grows, completes to 100% and hides 500 ms later', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await hydrated(page)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/_serverFn/**', async (route) => {
      await held
      await route.continue()
    })
    const bar = page.getByTestId('loading-bar')
    await expect(bar).toHaveAttribute('data-phase', 'idle')
    await navigate(page, '/news/3')
    await page.clock.runFor(150)
    await expect(bar).toHaveAttribute('data-phase', 'idle')
    await page.clock.runFor(100)
    await expect(bar).toHaveAttribute('data-phase', 'loading')
    await page.clock.runFor(2_500)
    const mid = Number(await bar.getAttribute('aria-valuenow'))
    expect(mid).toBeGreaterThan(40)
    expect(mid).toBeLessThan(60)
    await page.clock.runFor(5_000)
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100)
    release()
    await expect(bar).toHaveAttribute('data-phase', 'done')
    await expect(bar).toHaveAttribute('aria-valuenow', '100')
    await expect(page).toHaveURL(/\/news\/3$/)
    await page.clock.runFor(499)
    await expect(bar).toHaveAttribute('data-phase', 'done')
    await page.clock.runFor(1)
    await expect(bar).toHaveAttribute('data-phase', 'idle')
  })

  test('a fast change shows nothing', async ({ page }) => {
    // The page's clock stands still, so the navigation below completes within the 200 ms throttle
    // however slowly the machine serves it; then time moves on past every timer the bar may have.
    await page.clock.install()
    await page.goto('/')
    await hydrated(page)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    const phases: string[] = []
    await page.exposeFunction('recordPhase', (p: string) => phases.push(p))
    await page.evaluate(() => {
      const el = document.querySelector('[data-testid="loading-bar"]')
      if (!el) return
      new MutationObserver(() =>
        (window as unknown as { recordPhase(p: string): void }).recordPhase(el.getAttribute('data-phase') ?? ''),
      ).observe(el, { attributes: true, attributeFilter: ['data-phase'] })
    })
    await openContactFromMenu(page)
    await page.clock.runFor(5_000)
    await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-phase', 'idle')
    expect(phases).toEqual([])
  })

  test('a failed page load shows the failed style and the error page', async ({ page, consoleErrors }) => {
    await page.goto('/')
    await hydrated(page)
    await page.route('**/_serverFn/**', (route) => route.fulfill({ status: 500, body: 'boom' }))
    // Every phase the bar shows, recorded as it changes: the failed style lasts 500 ms, which a
    // polling assertion (its retries a second apart after the first few) can miss entirely.
    await page.evaluate(() => {
      const el = document.querySelector('[data-testid="loading-bar"]')
      const seen: string[] = []
      Object.assign(window, { __barPhases: seen })
      if (el)
        new MutationObserver(() => seen.push(el.getAttribute('data-phase') ?? '')).observe(el, {
          attributes: true,
          attributeFilter: ['data-phase'],
        })
    })
    const phases = () => page.evaluate(() => (window as unknown as { __barPhases: string[] }).__barPhases)
    await navigate(page, '/news/3')
    // The query client retries a failed load once after 1 s, and the page's chunk loads meanwhile.
    await expect.poll(phases, { timeout: 20_000 }).toContain('failed')
    expect(await phases()).not.toContain('done')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // the browser logs the broken answer and the router logs the loader's error: both expected here
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !/status of 500|Invariant failed/.test(e)),
    )
  })
})

test.describe('chunk load failure', () => {
  const preloadError = (page: Page) =>
    page.evaluate(() => {
      const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: Error }
      event.payload = new TypeError('Failed to fetch dynamically imported module: /assets/x.js')
      window.dispatchEvent(event)
    })
  const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __marker: true }))
  const marked = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker === true)

  /** Resolves when the main frame has committed a new document (a reload) and it has hydrated. */
  const reloaded = async (page: Page, during: () => Promise<unknown>) => {
    const navigated = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
    await during()
    await navigated
    await hydrated(page)
  }

  test('reloads the page, at most once per 60 s for the same page', async ({ page }) => {
    // Two reloads and their hydration: on a busy machine more than the default 30 s.
    test.slow()
    await page.clock.install()
    await page.goto('/introduce')
    await hydrated(page)
    await mark(page)
    await reloaded(page, () => preloadError(page))
    expect(await marked(page)).toBe(false)

    // the same failure again within 60 s: no reload loop; the loading bar shows the failure. (The
    // installed clock restarts with the new document, so move it past the first failure's time.)
    await page.clock.runFor(5_000)
    await mark(page)
    await preloadError(page)
    await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-phase', 'failed')
    expect(await marked(page)).toBe(true)

    // a minute later it may reload again
    await page.clock.fastForward(60_000)
    await reloaded(page, () => preloadError(page))
    expect(await marked(page)).toBe(false)
  })

  test('a page chunk that fails to download reloads the page once and then loads', async ({ page, consoleErrors }) => {
    // a page with no news on it, so the article's chunks are not loaded or prefetched yet
    await page.goto('/contact')
    // The footer's code loads when the footer nears the viewport (ADR 023): loaded first, so its late
    // download cannot meet the failures below and reload the page before the navigation does.
    await footerHydrated(page)
    await page.waitForLoadState('networkidle')
    const failed = new Set<string>()
    // Until the page reloads, every script it has not loaded yet fails, as after a deployment that
    // replaced the files (an idle prefetch must not use up the failure the navigation should meet).
    let reloaded = false
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) reloaded = true
    })
    await page.route('**/assets/*.js', (route) => {
      if (reloaded) return route.continue()
      failed.add(route.request().url())
      return route.abort('failed')
    })
    const load = page.waitForEvent('load')
    await navigate(page, '/news/3')
    await load
    await hydrated(page)
    await expect(page).toHaveURL(/\/news\/3$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(failed.size).toBeGreaterThan(0)
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !/ERR_FAILED|dynamically imported module|Failed to load resource/.test(e)),
    )
  })
})

test.describe('online and offline', () => {
  for (const locale of LOCALES) {
    test(`an offline banner shows while offline (${locale})`, async ({ page, context }) => {
      await page.goto(home(locale))
      await hydrated(page)
      const status = page.getByTestId('network-status')
      const text = t(locale, 'You are offline. Pages you open may not load until the connection is back.')
      await expect(status).toHaveText('')
      await context.setOffline(true)
      await expect(status).toHaveText(text)
      await context.setOffline(false)
      await expect(status).toHaveText('')
    })
  }
})

test.describe('WeChat sharing', () => {
  const sign = { appId: 'wx123', timestamp: 1_700_000_000, nonceStr: 'n', signature: 's' }

  test('inside WeChat: one share_sign request and both share cards set', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN',
      locale: 'zh-CN',
    })
    const page = await context.newPage()
    const signUrls: string[] = []
    await page.route('**/api/wechat/share_sign**', (route) => {
      signUrls.push(route.request().url())
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 200, msg: 'OK', data: sign }),
      })
    })
    await page.route('https://res.wx.qq.com/**', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: `window.__wxCalls = [];
          window.wx = {
            config: (o) => window.__wxCalls.push(['config', o]),
            ready: (cb) => setTimeout(cb, 0),
            error: () => {},
            updateAppMessageShareData: (d) => window.__wxCalls.push(['friends', d]),
            updateTimelineShareData: (d) => window.__wxCalls.push(['timeline', d]),
          };`,
      }),
    )
    await page.goto('/introduce?from=menu#section')
    await hydrated(page)
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __wxCalls?: [string, unknown][] }).__wxCalls?.length ?? 0),
      )
      .toBe(3)
    const calls = await page.evaluate(
      () =>
        (window as unknown as { __wxCalls: [string, { link?: string; appId?: string; imgUrl?: string }][] }).__wxCalls,
    )
    expect(calls.map((c) => c[0])).toEqual(['config', 'friends', 'timeline'])
    expect(calls[0]?.[1].appId).toBe('wx123')
    expect(calls[1]?.[1].link).toMatch(/\/introduce\?from=menu$/)
    // WeChat shows no SVG: the card's picture is the committed JPEG share card, by absolute URL.
    const imgUrl = new URL(calls[1]?.[1].imgUrl ?? '')
    expect(imgUrl.pathname).toBe('/media/share/share-card.jpg')
    const picture = await page.request.get(imgUrl.toString())
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toBe('image/jpeg')
    expect(signUrls).toHaveLength(1)
    expect(new URL(signUrls[0] ?? '').searchParams.get('url')).toMatch(/\/introduce\?from=menu$/)
    // client-side navigation does not sign again: by the time the router has rendered the next
    // page, its effects have run, and a second signature would have been requested
    await openContactFromMenu(page)
    expect(signUrls).toHaveLength(1)
    expect(await page.evaluate(() => (window as unknown as { __wxCalls: unknown[] }).__wxCalls.length)).toBe(3)
    await context.close()
  })

  test('a normal browser requests neither the signature nor the SDK', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (r) => {
      if (/share_sign|res\.wx\.qq\.com|wechat-share/.test(r.url())) requests.push(r.url())
    })
    await page.goto('/')
    await hydrated(page)
    // the WeChat check runs in an effect, so it has run by now; a request it started would be
    // on the wire before the network falls idle
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
  })
})
