import { t } from '../support/catalog'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

// A cached page is rendered for its cache key's canonical address (ADR 011), and the browser's router
// loads the deepest route again when its address differs (ADR 026). These pages are served for another
// address; the route's code arrives late (a slow phone network), which once let React hydrate the
// route's boundary while that load was still pending: hydration error #418, caught by the fixture.
const LATE = 1_500

const cases = [
  // every invalid news id is served the page rendered for /en/news/0
  { address: '/en/news/abc', chunk: /\/assets\/_id-[\w-]+\.js$/, heading: t('en', 'This page could not be found') },
  // every unknown path is served the home page rendered for /__unknown__
  {
    address: '/a-path-the-site-does-not-have',
    chunk: /\/assets\/_-(?!_locale_-)[\w-]+\.js$/,
    heading: t('cn', 'China International Organic Food Expo'),
  },
  // a shared link's tracking parameters are left out of the key: the page rendered for /en/trade-news
  {
    address: '/en/trade-news?utm_source=wechat&from=singlemessage',
    chunk: /\/assets\/trade-news-[\w-]+\.js$/,
    heading: t('en', 'Trade News'),
  },
]

for (const { address, chunk, heading } of cases) {
  test(`${address} hydrates without a mismatch when its route's code arrives late`, async ({ page }) => {
    let delayed = 0
    await page.route(chunk, async (route) => {
      delayed++
      await new Promise((resolve) => setTimeout(resolve, LATE))
      await route.continue()
    })
    // the page's own address first (a miss renders the canonical address and stores it), then a hit
    for (let load = 0; load < 2; load++) {
      await page.goto(address)
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      // the browser keeps the address it asked for
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(address)
    }
    expect(delayed).toBeGreaterThan(0)
  })
}
