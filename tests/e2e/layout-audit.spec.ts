import { LOCALES } from '../../src/i18n/locales'
import { localePath, PUBLIC_PAGES } from '../support/public-pages'
import { expect, test } from './fixtures'
import { auditPageAtEveryWidth, hydrated } from './layout-helpers'

for (const locale of LOCALES) {
  for (const page of PUBLIC_PAGES) {
    const url = localePath(locale, page)
    test(`layout audit of ${url} at every width`, async ({ page: tab }) => {
      expect(await auditPageAtEveryWidth(tab, url)).toEqual([])
    })
  }
}

// The audit cannot see this part of the fix (its scrolling moves no focus): while a field of a form
// has the focus, the floating box steps aside, so on a phone it lies over none of the form's controls.
test('the floating box steps aside while a visitor is in a form, and is back when they leave it', async ({ page }) => {
  await page.clock.install()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(localePath('en', '/'))
  await hydrated(page)
  await page.clock.runFor(2_000)
  const bar = page.getByTestId('floating-bar')
  await expect(bar).toBeVisible()
  const field = page.locator('footer form input:not([type="hidden"])').first()
  await field.focus()
  await expect(bar).toBeHidden()
  await field.blur()
  await expect(bar).toBeVisible()
})
