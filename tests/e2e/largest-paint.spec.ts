import type { Page } from '@playwright/test'
import { LOCALES } from '../../src/i18n/locales'
import { expect, test } from './fixtures'
import { hydrated, path } from './layout-helpers'

// What keeps the largest contentful paint of issue 15's pages early (ADR 024), on a phone-sized
// screen like Lighthouse's mobile run.
test.use({ viewport: { width: 412, height: 823 } })

/** When the page's first contentful paint was, and when its first own script started to load. */
function paintAndScripts(page: Page) {
  return page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((r) => /^\/assets\/[^/]+\.js$/.test(new URL(r.name).pathname))
    return {
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScriptStart: Math.min(...scripts.map((s) => s.startTime)),
      scripts: scripts.length,
    }
  })
}

/** The image an `<img>` element shows once hydrated is its `src`; a preload for it must name the same. */
async function expectPriorityImage(page: Page, image: ReturnType<Page['locator']>) {
  await expect(image).toHaveAttribute('loading', 'eager')
  await expect(image).toHaveAttribute('fetchpriority', 'high')
  const src = await image.getAttribute('src')
  expect(src).toBeTruthy()
  await expect(page.locator(`head link[rel="preload"][as="image"][href="${src}"]`)).toHaveCount(1)
}

for (const locale of LOCALES) {
  test.describe(`largest paint in ${locale}`, () => {
    // The JavaScript (the entry chunk and the route's chunks, preloaded) is fetched once the server's
    // HTML is on screen: before, on a fast connection it arrived first, and its compile and hydration
    // held the first paint back; Lighthouse then counted its download in the LCP.
    for (const page of ['/', '/news/3', '/directories']) {
      test(`${path(locale, page)} loads its JavaScript after its first contentful paint`, async ({ page: tab }) => {
        await tab.goto(path(locale, page))
        await hydrated(tab)
        const timing = await paintAndScripts(tab)
        expect(timing.scripts).toBeGreaterThan(0)
        expect(timing.firstContentfulPaint).toBeGreaterThan(0)
        expect(timing.firstScriptStart).toBeGreaterThanOrEqual(timing.firstContentfulPaint ?? Infinity)
      })
    }

    test('a news item’s cover, its largest paint on a phone, is fetched first and at once', async ({ page }) => {
      await page.goto(path(locale, '/news/3'))
      await expectPriorityImage(page, page.locator('main article > img'))
    })

    test('the first card of the news list is fetched first and at once, the others lazily', async ({ page }) => {
      await page.goto(path(locale, '/news'))
      const covers = page.getByTestId('news-list').locator('article img')
      expect(await covers.count()).toBeGreaterThan(1)
      await expectPriorityImage(page, covers.first())
      for (const cover of (await covers.all()).slice(1)) {
        await expect(cover).toHaveAttribute('loading', 'lazy')
        await expect(cover).not.toHaveAttribute('fetchpriority', /./)
      }
    })
  })
}

// The loader waits for the browser's report of the first paint; a browser that never reports it must
// still get a working page (the load event is the last resort).
test('a page whose first paint is never reported still hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    class SilentObserver {
      static supportedEntryTypes = ['paint']
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: SilentObserver })
  })
  await page.goto('/en/visitor-guide')
  await hydrated(page)
})
