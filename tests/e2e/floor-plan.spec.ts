import { brotliCompressSync, constants } from 'node:zlib'
import type { Page } from '@playwright/test'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import { t } from '../support/catalog'
import { expect as baseExpect, test } from './fixtures'
import { hydrated } from './layout-helpers'

// The public hall plan (issue 27) in both languages: drawn on the server, searched, opened from the
// directory, moved and zoomed by keyboard, and all of it without JavaScript too.

const planPath = (locale: Locale, query = '') => `${locale === 'en' ? '/en' : ''}/floor-plan${query}`
const browserLocale = (locale: Locale) => (locale === 'en' ? 'en-US' : 'zh-CN')
/** The seed's first exhibitor and its booth (src/db/seed/exhibitors.ts). */
const YUNLING = { cn: '云岭茶业有限公司', en: 'Yunling Tea Co., Ltd.', booth: 'N5-A01' }

const booth = (page: Page, label: string) => page.locator(`[data-testid="plan-svg"] a[data-booth="${label}"]`)
const hits = (page: Page) => page.locator('[data-testid="plan-svg"] a[data-hit]')

// The heaviest public page (250 booths drawn and listed): its first render on a busy test machine
// takes several seconds.
test.describe.configure({ timeout: 90_000 })
const expect = baseExpect.configure({ timeout: 20_000 })

for (const locale of LOCALES) {
  test.describe(`hall plan in ${locale}`, () => {
    test.use({ locale: browserLocale(locale) })

    test('search by exhibitor or booth number lights up the right booth', async ({ page }) => {
      await page.goto(planPath(locale))
      await hydrated(page)
      expect(await page.locator('[data-testid="plan-svg"] a[data-booth]').count()).toBeGreaterThanOrEqual(240)
      // Every booth is a link with its name: booth, exhibitor, status.
      await expect(booth(page, YUNLING.booth)).toHaveAttribute(
        'aria-label',
        new RegExp(`${YUNLING.booth}.*${YUNLING[locale].replace(/[.()]/g, '\\$&')}`),
      )

      await page.getByLabel(t(locale, 'Exhibitor, booth number or product')).fill(YUNLING[locale].slice(0, 4))
      await page.getByRole('button', { name: t(locale, 'Find on the plan') }).click()
      await expect(page).toHaveURL(/[?&]q=/)
      await expect(hits(page)).toHaveCount(1)
      await expect(hits(page)).toHaveAttribute('data-booth', YUNLING.booth)

      await page.getByLabel(t(locale, 'Exhibitor, booth number or product')).fill('N5-C13')
      await page.getByRole('button', { name: t(locale, 'Find on the plan') }).click()
      await expect(hits(page)).toHaveCount(1)
      await expect(hits(page)).toHaveAttribute('data-booth', 'N5-C13')

      // A booth opens its exhibitor's card, which names the booth and links to the directory.
      await booth(page, 'N5-C13').click()
      const card = page.getByTestId('booth-card')
      await expect(card).toBeVisible()
      await expect(card).toContainText('N5-C13')
      await expect(card.getByRole('link', { name: t(locale, 'See in the exhibitor directory') })).toBeVisible()
      await expect(card.getByRole('heading', { level: 3 })).toBeFocused()
    })

    test('"show on plan" in the directory opens the plan with the booth highlighted', async ({ page }) => {
      await page.goto(`${locale === 'en' ? '/en' : ''}/directories?q=${encodeURIComponent(YUNLING[locale])}`)
      await hydrated(page)
      const show = t(locale, 'Show {booth} on the hall plan').replace('{booth}', YUNLING.booth)
      await page.getByRole('link', { name: show }).click()
      await expect(page).toHaveURL(new RegExp(`/floor-plan\\?booth=${YUNLING.booth}$`))
      await expect(booth(page, YUNLING.booth)).toHaveAttribute('data-hit', '')
      await expect(hits(page)).toHaveCount(1)
      const card = page.getByTestId('booth-card')
      await expect(card.getByRole('heading', { name: YUNLING[locale] })).toBeVisible()
      await expect(card).toContainText(YUNLING.booth)
    })

    test('pan and zoom by keyboard, with the pan-zoom code loaded only on this page', async ({ page }) => {
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url())
      })
      await page.goto(planPath(locale))
      await hydrated(page)
      const zoomIn = page.getByRole('button', { name: t(locale, 'Zoom in'), exact: true })
      await expect(zoomIn).toBeEnabled()
      const svg = page.getByTestId('plan-svg')
      const transform = () => svg.evaluate((el) => (el as SVGElement).style.transform)
      const viewport = page.getByTestId('plan-viewport')
      await viewport.focus()
      await page.keyboard.type('+')
      await expect.poll(transform).toMatch(/scale\((?!1\))/)
      const zoomed = await transform()
      await page.keyboard.press('ArrowLeft')
      await expect.poll(transform).not.toBe(zoomed)
      await page.keyboard.press('0')
      await expect.poll(transform).toMatch(/scale\(1\)/)
      // The buttons do the same.
      await zoomIn.click()
      await expect.poll(transform).toMatch(/scale\((?!1\))/)
      await page.getByRole('button', { name: t(locale, 'Show the whole hall') }).click()
      await expect.poll(transform).toMatch(/scale\(1\)/)

      // The library is a chunk of its own that the home page never asks for.
      const panzoom = scripts.filter((url) => /panzoom/i.test(url))
      expect(panzoom.length).toBeGreaterThan(0)
      scripts.length = 0
      await page.goto(locale === 'en' ? '/en/' : '/')
      await hydrated(page)
      expect(scripts.filter((url) => panzoom.includes(url))).toEqual([])
    })
  })
}

test('a visitor stars exhibitors on the device, sees them on the plan, shares them and opens the plan offline', async ({
  page,
  context,
}) => {
  const opened = planPath('en', `?booth=${YUNLING.booth}`)
  await page.goto(opened)
  await hydrated(page)
  const card = page.getByTestId('booth-card')
  const star = card.getByRole('button', { name: t('en', 'Star this exhibitor') })
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByTestId('plan-own-stars')).toHaveCount(0)
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  // Marked on the plan, counted under it, with a link that shares the list.
  await expect(booth(page, YUNLING.booth).locator('text')).toContainText(['★'])
  const own = page.getByTestId('plan-own-stars')
  await expect(own).toContainText(t('en', 'Your starred list as a link to share'))
  const share = await own.getByRole('link').getAttribute('href')
  expect(share).toMatch(/^\/en\/floor-plan\?stars=\d+$/)

  // Kept on the device: a reload shows the star; the plan is cached for offline use.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await hydrated(page)
  await expect(card.getByRole('button', { name: t('en', 'Star this exhibitor') })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(booth(page, YUNLING.booth).locator('text')).toContainText(['★'])
  await expect
    .poll(() => page.evaluate(async (path) => Boolean(await caches.match(path, { ignoreVary: true })), opened))
    .toBe(true)

  // The network gone: the starred plan still opens, stars and all.
  await context.setOffline(true)
  await page.goto(opened)
  await expect(booth(page, YUNLING.booth)).toBeVisible()
  await hydrated(page)
  await expect(booth(page, YUNLING.booth).locator('text')).toContainText(['★'])
  await context.setOffline(false)

  // The shared link shows the same star to someone else, without their own stars.
  const other = await context.browser()?.newContext()
  if (!other) throw new Error('no browser')
  const friend = await other.newPage()
  await friend.goto(new URL(share ?? '', page.url()).href)
  await expect(friend.locator(`[data-testid="plan-svg"] a[data-booth="${YUNLING.booth}"] text`)).toContainText(['★'])
  await expect(friend.getByText(t('en', 'Starred exhibitors shared with you are marked ★ on the plan.'))).toBeVisible()
  await other.close()

  // Unstarred again.
  await page.goto(planPath('en', `?booth=${YUNLING.booth}`))
  await hydrated(page)
  await card.getByRole('button', { name: t('en', 'Star this exhibitor') }).click()
  await expect(page.getByTestId('plan-own-stars')).toHaveCount(0)
})

test.describe('hall plan without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of LOCALES) {
    test(`searches, opens a booth and sorts the table in ${locale}`, async ({ page }) => {
      await page.goto(planPath(locale))
      await expect(booth(page, YUNLING.booth)).toBeVisible()
      await expect(page.getByTestId('plan-legend')).toContainText(t(locale, 'Reserved'))

      await page.getByLabel(t(locale, 'Exhibitor, booth number or product')).fill('N5-B05')
      await page.getByRole('button', { name: t(locale, 'Find on the plan') }).click()
      await expect(hits(page)).toHaveCount(1)
      await expect(hits(page)).toHaveAttribute('data-booth', 'N5-B05')

      await booth(page, YUNLING.booth).click()
      await expect(page).toHaveURL(/booth=N5-A01/)
      await expect(page.getByTestId('booth-card').getByRole('heading', { name: YUNLING[locale] })).toBeVisible()

      // The table sorts by links: the largest booths first.
      const table = page.getByTestId('plan-table')
      await table.getByRole('link', { name: t(locale, 'Area (m²)') }).click()
      await expect(page).toHaveURL(/sort=area/)
      await table.getByRole('link', { name: new RegExp(t(locale, 'Area (m²)').replace(/[()]/g, '\\$&')) }).click()
      await expect(page).toHaveURL(/sort=area&dir=desc|dir=desc.*sort=area/)
      await expect(table.locator('tbody tr').first().locator('td').nth(2)).toHaveText('36')
      await expect(table.locator('th[aria-sort="descending"]')).toHaveCount(1)
    })
  }

  test('the plan of 250 booths is under 60 KB with brotli', async ({ request }) => {
    const html = await (await request.get(planPath('en'))).text()
    const svg = html.match(/<svg[^>]*data-testid="plan-svg"[\s\S]*?<\/svg>/)?.[0] ?? ''
    expect(svg.match(/data-booth=/g)?.length ?? 0).toBeGreaterThanOrEqual(240)
    const brotli = brotliCompressSync(Buffer.from(svg), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    test.info().annotations.push({ type: 'size', description: `${svg.length} bytes, ${brotli.length} brotli` })
    expect(brotli.length).toBeLessThan(60 * 1024)
  })
})
