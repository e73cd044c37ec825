import type { Page } from '@playwright/test'
import { GRID, mapPoint } from '../../src/features/global-network/positions'
import { TEST_ADMIN } from '../support/admin'
import { adminText } from '../support/catalog'
import { expectNoAxeViolation, field, onPublicPage, save, setAdminLanguage, signIn } from './admin-helpers'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

// A sister fair's place on the world map of /global is part of its row (ADR 019): an editor moves it.

const BANGKOK = { lon: 100.5, lat: 13.75 }
const NAIROBI = { lon: 36.82, lat: -1.29 }

/** The sister fair's marker is drawn where the map draws its longitude and latitude (to the grid). */
async function expectMarkerAt(page: Page, id: number, position: { lon: number; lat: number }) {
  const map = page.getByTestId('world-map')
  const frame = await map.locator('img').boundingBox()
  const marker = map.locator(`button[data-fairs="${id}"]`).filter({ visible: true })
  const box = await marker.boundingBox({ timeout: 500 })
  if (!frame || !box) throw new Error('the map or the marker has no box')
  const point = mapPoint(String(id), position.lon, position.lat)
  expect(Math.abs(box.x + box.width / 2 - frame.x - ((point.x * GRID.x) / 100) * frame.width)).toBeLessThan(1.5)
  expect(Math.abs(box.y + box.height / 2 - frame.y - ((point.y * GRID.y) / 100) * frame.height)).toBeLessThan(1.5)
}

test('an editor moves a sister fair from Bangkok to Nairobi, off the map and back; the marker follows on both sites; a latitude of 91 is refused', async ({
  page,
}) => {
  const locale = 'cn'
  const res = await page.request.get('/api/partners?kind=sister_fair', { headers: { lang: 'cn' } })
  const fairs = ((await res.json()) as { data: { list: { id: number; name: string }[] } }).data.list
  const fair = fairs.find((f) => f.name.includes('曼谷'))
  if (!fair) throw new Error('no Bangkok fair')

  await setAdminLanguage(page, locale)
  await signIn(page, locale, TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Dashboard'))
  await page.goto('/admin/content/sisterFairs')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Sister fairs'))
  await page.getByRole('table').getByRole('link', { name: fair.name }).click()
  await hydrated(page)
  const lon = field(page, locale, 'Longitude (-180 to 180, east positive)')
  const lat = field(page, locale, 'Latitude (-90 to 90, north positive)')

  // Off the globe: refused beside the field, in the editor's language, and nothing is saved.
  await lat.fill('91')
  await page.getByRole('button', { name: adminText(locale, 'Save'), exact: true }).click()
  await expect(lat).toHaveAttribute('aria-invalid', 'true')
  await expect(lat).toHaveAccessibleDescription(adminText(locale, 'This number is out of range.'))
  await expectNoAxeViolation(page)

  const editUrl = page.url()
  // To another continent, off the map, and back (so the test can run again): the marker follows on
  // both sites; without a position the fair is still listed, without a marker.
  for (const to of [NAIROBI, null, BANGKOK]) {
    await page.goto(editUrl)
    await hydrated(page)
    await lon.fill(to ? String(to.lon) : '')
    await lat.fill(to ? String(to.lat) : '')
    await save(page, locale)
    await expect(lat).not.toHaveAttribute('aria-invalid', 'true')
    for (const path of ['/global', '/en/global'])
      await onPublicPage(page, path, async () => {
        if (to) return expectMarkerAt(page, fair.id, to)
        await expect(page.getByTestId('world-map').locator(`button[data-fairs~="${fair.id}"]`)).toHaveCount(0, {
          timeout: 500,
        })
        await expect(page.getByTestId('sister-fairs').getByRole('button')).toHaveCount(fairs.length)
      })
  }
})
