import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

/**
 * The Content-Security-Policy against the real pages in Chromium: every page of both locales loads,
 * hydrates and navigates without a single `securitypolicyviolation` (a blocked script, inline style
 * or style attribute would show up here and as a console error, which the fixture also fails on).
 */
const SECTIONS = [
  '',
  'become-an-exhibitor',
  'news',
  'news/3',
  'search-news?keywords=2024',
  'introduce',
  'range',
  'why-participate',
  'why-visit',
  'exhibitor-german-pavilion',
  'exhibitor-news',
  'trade-news',
  'exhibition-news',
  'exhibition-photos',
  'media-partners',
  'vip-visitors',
  'visitor-guide',
  'directories',
  'selection-activity',
  'review',
  'contact',
  'download',
  'global',
]

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    )
  })
})

for (const prefix of ['/', '/en/']) {
  test(`no CSP violation on any page under ${prefix}`, async ({ page }) => {
    test.setTimeout(90_000)
    for (const section of SECTIONS) {
      const path = `${prefix}${section}`
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      expect(res?.headers()['content-security-policy'], path).toContain("'strict-dynamic'")
      await hydrated(page)
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), path).toEqual([])
    }
  })
}

test('client-side navigation keeps working under the CSP', async ({ page }) => {
  await page.goto('/en/')
  await hydrated(page)
  await page
    .getByRole('link', { name: /visitor guide/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/en\/visitor-guide$/)
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([])
})

test.describe('a script the router did not write', () => {
  test.use({ expectedConsoleErrors: [/Executing inline script violates/] })

  test('is refused, even in a cached page', async ({ page }) => {
    // The page as the server sends it, with one inline script slipped in before the page's own: only
    // the hashes of the scripts rendered with the page are in its policy, so this one never runs.
    await page.route('**/en/news', async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      const html = (await response.text()).replace('<body>', '<body><script>window.__injected=1</script>')
      await route.fulfill({ status: response.status(), headers, body: html })
    })
    const res = await page.goto('/en/news')
    expect(res?.headers()['x-page-cache']).toMatch(/hit|miss/)
    await hydrated(page)
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined()
    const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
    expect(violations).toHaveLength(1)
    expect(violations[0]).toMatch(/^script-src-elem inline/)
  })
})
