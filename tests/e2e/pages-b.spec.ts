import type { Page } from '@playwright/test'
import { WORLD_MAP } from '../../src/features/global-network/map-projection'
import { fairPoints, GRID, groupPoints, type MarkerGroup } from '../../src/features/global-network/positions'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import { t } from '../support/catalog'
import { expect, test } from './fixtures'
import { applyFormHydrated, hydrated } from './layout-helpers'

const url = (locale: Locale, path: string) => (locale === 'en' ? `/en${path}` : path)

const groupFairs = <F extends { id: number }>(group: MarkerGroup, fairs: F[]) =>
  fairs.filter((fair) => group.ids.includes(String(fair.id)))

async function apiList<T>(page: Page, path: string, lang: Locale): Promise<T[]> {
  const res = await page.request.get(path, { headers: { lang } })
  return ((await res.json()) as { data: { list: T[] } }).data.list
}

for (const locale of LOCALES) {
  test.describe(`pages in ${locale}`, () => {
    test('visitor guide: dates, hours, transport, parking, hotels, calendar and pre-registration', async ({ page }) => {
      await page.goto(url(locale, '/visitor-guide'))
      await expect(page.locator('#main').getByRole('heading', { level: 1 })).toHaveText(t(locale, 'Visitor Guide'))
      const hotels = await apiList<{ name: string; roomType: string }>(page, '/api/hotels', locale)
      for (const hotel of hotels)
        await expect(page.locator('#main').getByRole('heading', { name: hotel.name })).toBeVisible()
      const transport = await apiList<{ title: string }>(page, '/api/transport', locale)
      for (const route of transport)
        await expect(
          page.locator('#main').getByRole('heading', { level: 4, name: route.title, exact: true }),
        ).toBeVisible()
      await expect(page.getByTestId('show-hours')).toContainText('09:00-17:00')
      await expect(page.getByTestId('show-hours')).toContainText('09:00-15:00')
      await expect(page.getByTestId('parking-notice')).toContainText('64')
      const calendar = page.locator('#main').getByRole('link', { name: t(locale, 'Add to calendar (.ics)') })
      await expect(calendar).toHaveAttribute(
        'href',
        locale === 'en' ? '/api/calendar.ics?lang=en' : '/api/calendar.ics',
      )
      // The site's own registration while the settings name no outside address (ADR 033).
      const prereg = page.getByTestId('prereg-link')
      await expect(prereg).toHaveAttribute('href', locale === 'en' ? '/en/register' : '/register')
      await prereg.click()
      await expect(page.locator('#main').getByRole('heading', { level: 1 })).toHaveText(
        t(locale, 'Trade visitor pre-registration'),
      )
    })

    test('become an exhibitor: booth types with their minimums', async ({ page }) => {
      await page.goto(url(locale, '/become-an-exhibitor'))
      await expect(page.locator('#main').getByRole('heading', { level: 1 })).toHaveText(
        t(locale, 'Become an Exhibitor'),
      )
      const types = await apiList<{ code: string; name: string; minAreaSqm: number; description: string }>(
        page,
        '/api/booth-types',
        locale,
      )
      expect(types.map((b) => b.minAreaSqm)).toEqual([9, 36])
      for (const type of types) {
        const card = page.getByTestId('booth-types').locator(`[data-code="${type.code}"]`)
        await expect(card.getByRole('heading')).toHaveText(type.name)
        await expect(card).toContainText(type.description)
      }
      await expect(page.locator('#main').getByLabel(t(locale, 'Intended exhibition partnership'))).toBeVisible()
      await expect(page.getByTestId('privacy-notice')).not.toBeEmpty()
      await expect(page.locator('#main').getByRole('checkbox')).not.toBeChecked()
    })

    test('awards, review, contact, downloads and global pages show their data', async ({ page }) => {
      await page.goto(url(locale, '/selection-activity'))
      await expect(page.locator('#main').getByRole('heading', { level: 1 })).toHaveText(
        t(locale, 'Organic Product Awards'),
      )
      for (const figure of ['51', '98', '6,320'])
        await expect(page.locator('#main').getByText(figure, { exact: true }).first()).toBeVisible()
      const awards = await apiList<{ product: string }>(page, '/api/awards', locale)
      await expect(page.getByTestId('award-table').locator('tbody tr')).toHaveCount(awards.length)

      await page.goto(url(locale, '/review'))
      const testimonials = await apiList<{ quote: string; kind: string }>(page, '/api/testimonials', locale)
      for (const item of testimonials)
        await expect(page.getByTestId(`testimonials-${item.kind}`).getByText(item.quote)).toBeVisible()
      const stats = await apiList<{ label: string }>(page, '/api/statistics?section=review', locale)
      for (const stat of stats) await expect(page.locator('#main').getByText(stat.label, { exact: true })).toBeVisible()

      await page.goto(url(locale, '/contact'))
      await expect(page.locator('#main').getByRole('heading', { level: 1 })).toHaveText(t(locale, 'Contact Us'))
      await expect(page.getByTestId('organiser-address')).toContainText('+86 21')
      await expect(page.getByTestId('organiser-contacts').getByRole('link').first()).toHaveAttribute('href', /^mailto:/)

      await page.goto(url(locale, '/download'))
      const docs = await apiList<{ title: string; fileType: string }>(page, '/api/downloads', locale)
      const rows = page.getByTestId('downloads').locator('tbody tr')
      await expect(rows).toHaveCount(docs.length)
      await expect(rows.first()).toContainText(docs[0]?.fileType.toUpperCase() ?? '')
      await expect(rows.first()).toContainText(/\d+(\.\d)? (MB|KB)/)

      await page.goto(url(locale, '/global'))
      const fairs = await apiList<{ name: string }>(page, '/api/partners?kind=sister_fair', locale)
      expect(fairs).toHaveLength(8)
      await expect(page.getByTestId('sister-fairs').getByRole('button')).toHaveCount(8)
    })

    test('the world map: land at its own size, each sister fair’s marker on its city, opened by keyboard', async ({
      page,
    }) => {
      await page.goto(url(locale, '/global'))
      await hydrated(page)
      const map = page.getByTestId('world-map')
      const land = map.locator('img')
      await expect.poll(() => land.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(WORLD_MAP.width)
      const frame = await land.boundingBox()
      if (!frame) throw new Error('the map image has no box')
      expect(frame.height).toBeCloseTo((frame.width * WORLD_MAP.height) / WORLD_MAP.width, 0)

      const fairs = await apiList<{ id: number; name: string; lon: number | null; lat: number | null }>(
        page,
        '/api/partners?kind=sister_fair',
        locale,
      )
      // desktop tier: one marker per group of the rows' positions (positions.ts), drawn on one of
      // them, and together they cover every sister fair exactly once
      const groups = groupPoints('wide', fairPoints(fairs))
      const markers = map.getByRole('button').filter({ visible: true })
      await expect(markers).toHaveCount(groups.filter((g) => groupFairs(g, fairs).length > 0).length)
      const covered: string[] = []
      const boxes = []
      for (const group of groups) {
        const inGroup = groupFairs(group, fairs)
        if (inGroup.length === 0) continue
        const marker = map
          .locator(`button[data-fairs="${inGroup.map((f) => f.id).join(' ')}"]`)
          .filter({ visible: true })
        const box = await marker.boundingBox()
        if (!box) throw new Error(`marker ${group.key} has no box`)
        boxes.push(box)
        const [x, y] = [(group.x * GRID.x) / 100, (group.y * GRID.y) / 100]
        expect(Math.abs(box.x + box.width / 2 - frame.x - x * frame.width), group.key).toBeLessThan(1.5)
        expect(Math.abs(box.y + box.height / 2 - frame.y - y * frame.height), group.key).toBeLessThan(1.5)
        const label = (await marker.getAttribute('aria-label')) ?? ''
        for (const fair of inGroup) expect(label).toContain(fair.name)
        covered.push(...inGroup.map((f) => f.name))
      }
      expect(covered.sort()).toEqual(fairs.map((f) => f.name).sort())
      // no two markers touch, so each can be clicked
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1))
          expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(
            true,
          )

      // the two Nuremberg fairs (one position) share one marker that lists both
      const nuremberg = fairs.filter((f) => f.lon === 11.08 && f.lat === 49.45)
      expect(nuremberg).toHaveLength(2)
      const nurembergMarker = map
        .locator(`button[data-fairs="${nuremberg.map((f) => f.id).join(' ')}"]`)
        .filter({ visible: true })
      await nurembergMarker.click()
      const list = page.locator('#main').getByRole('dialog')
      await expect(list.getByRole('heading', { level: 2 })).toHaveText(t(locale, 'Sister fairs in this region'))
      for (const fair of nuremberg) await expect(list.getByRole('heading', { level: 3, name: fair.name })).toBeVisible()
      await expect(list.getByRole('link', { name: t(locale, 'Visit the website') })).toHaveCount(2)
      await page.keyboard.press('Escape')
      await expect(list).toBeHidden()
      // the browser gives focus back to the marker as the dialog closes; the page's close handler
      // (a task later) must not take it back from where the visitor moves it next
      await expect(nurembergMarker).toBeFocused()

      const single = groups.find((g) => groupFairs(g, fairs).length === 1)
      const [fair] = single ? groupFairs(single, fairs) : []
      const marker = map.locator(`button[data-fairs="${fair?.id}"]`).filter({ visible: true })
      await marker.focus()
      await page.keyboard.press('Enter')
      const dialog = page.locator('#main').getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('heading')).toHaveText(fair?.name ?? '')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(marker).toBeFocused()
    })

    test('the apply form shows each field’s message beside it and refuses areas under the minimum', async ({
      page,
    }) => {
      await page.goto(url(locale, '/become-an-exhibitor'))
      await applyFormHydrated(page)
      await page
        .locator('#main')
        .getByRole('button', { name: t(locale, 'Submit application') })
        .click()
      const expected: [string, string][] = [
        ['Intended exhibition partnership', 'Please choose the intended exhibition partnership'],
        ['Exhibiting country', 'Please enter the exhibiting country'],
        ['Company name', 'Please enter the company name'],
        ['Contact name', 'Please enter the contact name'],
        ['Phone', 'Please enter a phone number'],
        ['Email', 'Please enter email'],
        ['Product type', 'Please enter the product type'],
        ['Booth area (sqm)', 'Please enter the booth area in square metres'],
      ]
      for (const [label, message] of expected) {
        const field = page.locator('#main').getByLabel(t(locale, label))
        await expect(field).toHaveAttribute('aria-invalid', 'true')
        await expect(field).toHaveAccessibleDescription(new RegExp(escapeRe(t(locale, message))))
      }
      await expect(page.locator('[data-error-for="boothType"]')).toHaveText(t(locale, 'Please choose a booth type'))
      await expect(page.locator('[data-error-for="consent"]')).toHaveText(
        t(locale, 'Please agree to the privacy notice before submitting'),
      )
      await expect(page.locator('#main').getByLabel(t(locale, 'Intended exhibition partnership'))).toBeFocused()

      await fillValid(page, locale)
      const area = page.locator('#main').getByLabel(t(locale, 'Booth area (sqm)'))
      await page.locator('#main').getByRole('radio').first().check()
      await area.fill('8')
      await expect(area).toHaveAccessibleDescription(
        new RegExp(escapeRe(t(locale, 'A standard booth needs at least 9 sqm'))),
      )
      await page.locator('#main').getByRole('radio').nth(1).check()
      await area.fill('30')
      await expect(area).toHaveAccessibleDescription(
        new RegExp(escapeRe(t(locale, 'Bare space needs at least 36 sqm'))),
      )
      await area.fill('36')
      await expect(area).not.toHaveAttribute('aria-invalid', 'true')
    })
  })
}

/** Like `test`, but the faked 503 below is expected: the browser logs its status as a console error. */
const outageTest = test.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (msg) => {
      const text = msg.text()
      if ((msg.type() === 'error' && !/status of 503/.test(text)) || /hydrat/i.test(text)) errors.push(text)
    })
    page.on('pageerror', (err) => errors.push(err.message))
    await use(errors)
    expect(errors, 'console errors or hydration warnings').toEqual([])
  },
})

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function fillValid(page: Page, locale: Locale) {
  await page.locator('#main').getByLabel(t(locale, 'Intended exhibition partnership')).selectOption('exhibitor')
  await page.locator('#main').getByLabel(t(locale, 'Exhibiting country')).fill('Germany')
  await page.locator('#main').getByLabel(t(locale, 'Company name')).fill('Bio Test GmbH')
  await page.locator('#main').getByLabel(t(locale, 'Contact name')).fill('Anna Test')
  await page.locator('#main').getByLabel(t(locale, 'Phone')).fill('+49 911 123456')
  await page.locator('#main').getByLabel(t(locale, 'Email')).fill('anna@example.com')
  await page.locator('#main').getByLabel(t(locale, 'Product type')).fill('Organic spelt flour')
  await page
    .getByRole('checkbox', {
      name: t(locale, 'I have read the privacy notice and agree that my details are used to handle this application.'),
    })
    .check()
}

outageTest(
  'a real application is stored (code 200) and a 503 keeps what was typed',
  async ({ page, consoleErrors }) => {
    void consoleErrors // requested, so the outage-aware console check runs
    await page.goto('/en/become-an-exhibitor')
    await applyFormHydrated(page)
    await fillValid(page, 'en')
    await page.locator('#main').getByRole('radio').first().check()
    await page.locator('#main').getByLabel('Booth area (sqm)').fill('18')

    // the server is down: the message is shown and nothing typed is lost
    await page.route('**/api/boothApplication', (route) =>
      route.fulfill({
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '5' },
        body: JSON.stringify({ code: 503, msg: 'The service is temporarily unavailable.', data: null }),
      }),
    )
    await page.locator('#main').getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByTestId('apply-error')).toHaveText('The service is temporarily unavailable.')
    await expect(page.locator('#main').getByLabel('Company name')).toHaveValue('Bio Test GmbH')
    await expect(page.locator('#main').getByLabel('Booth area (sqm)')).toHaveValue('18')
    await expect(page.locator('#main').getByRole('checkbox')).toBeChecked()

    // back up: the same form is sent for real, with its idempotency key and language
    await page.unroute('**/api/boothApplication')
    const answer = page.waitForResponse('**/api/boothApplication')
    await page.locator('#main').getByRole('button', { name: 'Submit application' }).click()
    const response = await answer
    expect(response.request().headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
    expect(response.request().headers().lang).toBe('en')
    expect((await response.json()).code).toBe(200)
    await expect(page.getByTestId('apply-success')).toContainText(t('en', 'Submission Successful'))
    await expect(page.locator('#main').getByLabel('Company name')).toHaveValue('')
  },
)

test('the directory filters by country and German Pavilion, pages, and the URL is shareable', async ({ page }) => {
  await page.goto('/en/directories')
  await hydrated(page)
  const all = (await (await page.request.get('/api/exhibitors?pageSize=12', { headers: { lang: 'en' } })).json()).data
  await expect(page.getByTestId('directory-results').getByRole('listitem')).toHaveCount(Math.min(12, all.total))
  if (all.total > 12) {
    await page
      .locator('#main')
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('link', { name: 'Page 2' })
      .click()
    await expect(page).toHaveURL(/\/en\/directories\?page=2$/)
    const second = (
      await (await page.request.get('/api/exhibitors?pageSize=12&page=2', { headers: { lang: 'en' } })).json()
    ).data
    await expect(page.getByTestId('directory-results').getByRole('heading').first()).toHaveText(second.items[0].name)
  }
  await page.locator('#main').getByLabel('Country or region').selectOption('DE')
  await page.locator('#main').getByLabel('German Pavilion only').check()
  await page.locator('#main').getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/directories\?country=DE&germanPavilion=1$/)
  const filtered = (
    await (
      await page.request.get('/api/exhibitors?country=DE&germanPavilion=1&pageSize=12', { headers: { lang: 'en' } })
    ).json()
  ).data
  const items = page.getByTestId('directory-results').getByRole('listitem')
  await expect(items).toHaveCount(filtered.items.length)
  await page.reload()
  await expect(page.locator('#main').getByLabel('Country or region')).toHaveValue('DE')
  await expect(page.locator('#main').getByLabel('German Pavilion only')).toBeChecked()
  await expect(items).toHaveCount(filtered.items.length)
})

test('the directory works without JavaScript (a GET form)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/directories')
  await page.locator('#main').getByLabel(t('cn', 'Exhibitor name or keyword')).fill('organic')
  await page
    .locator('#main')
    .getByRole('button', { name: t('cn', 'Search'), exact: true })
    .click()
  await expect(page).toHaveURL(/\/directories\?q=organic/)
  await expect(page.locator('#main').getByLabel(t('cn', 'Exhibitor name or keyword'))).toHaveValue('organic')
  await context.close()
})

test('a sister fair opens in a modal dialog by keyboard and closes with Escape', async ({ page }) => {
  await page.goto('/en/global')
  await hydrated(page)
  const fairs = (await (await page.request.get('/api/partners?kind=sister_fair', { headers: { lang: 'en' } })).json())
    .data.list
  const first = page.getByTestId('sister-fairs').getByRole('button').first()
  await first.focus()
  await page.keyboard.press('Enter')
  const dialog = page.locator('#main').getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading')).toHaveText(fairs[0].name)
  await expect(dialog).toContainText(fairs[0].country)
  await expect(dialog.getByRole('link', { name: 'Visit the website' })).toHaveAttribute('href', fairs[0].url)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(first).toBeFocused()
  // the map markers open the same dialog
  await page.getByTestId('world-map').getByRole('button').filter({ visible: true }).first().click()
  await expect(page.locator('#main').getByRole('dialog')).toBeVisible()
  await page.locator('#main').getByRole('button', { name: 'Close' }).click()
  await expect(page.locator('#main').getByRole('dialog')).toBeHidden()
})
