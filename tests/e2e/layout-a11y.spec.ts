import AxeBuilder from '@axe-core/playwright'
import { LOCALES } from '../../src/i18n/locales'
import { t } from '../support/catalog'
import { expect, test } from './fixtures'
import { hydrated, path } from './layout-helpers'

const PAGES = ['/', '/introduce', '/news/3', '/404', '/newsletter/subscribe?sent=1']

for (const locale of LOCALES) {
  for (const p of PAGES) {
    test(`no WCAG 2.2 AA violation on ${path(locale, p)}`, async ({ page }) => {
      await page.clock.install()
      await page.setViewportSize({ width: 1920, height: 1000 })
      await page.goto(path(locale, p === '/' ? '/' : p))
      await hydrated(page)
      await page.clock.runFor(2_000) // the floating bar is part of the page too
      await expect(page.getByTestId('floating-bar')).toBeVisible()
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
}

test('keyboard only: skip link, header, menu, search overlay, dialogs and floating bar', async ({ page }) => {
  await page.clock.install()
  await page.setViewportSize({ width: 1920, height: 1000 })
  await page.goto('/')
  await hydrated(page)
  await page.clock.runFor(2_000)

  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: t('cn', 'Skip to main content') })).toBeFocused()
  // through the top bar to the first menu group
  const nav = page.getByRole('navigation', { name: t('cn', 'Main navigation') })
  const firstGroup = nav.getByRole('button').first()
  for (let i = 0; i < 20 && !(await firstGroup.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab')
  }
  await expect(firstGroup).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(firstGroup).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(nav.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(firstGroup).toHaveAttribute('aria-expanded', 'false')
  await expect(firstGroup).toBeFocused()
  // Tab out of an open group closes it
  await page.keyboard.press('Space')
  await expect(firstGroup).toHaveAttribute('aria-expanded', 'true')
  const items = await nav.locator(`#${await firstGroup.getAttribute('aria-controls')} a`).count()
  for (let i = 0; i <= items; i++) await page.keyboard.press('Tab')
  await expect(firstGroup).toHaveAttribute('aria-expanded', 'false')

  // the search overlay
  const search = page.getByTestId('search-open')
  await search.focus()
  await page.keyboard.press('Enter')
  const overlay = page.getByRole('dialog', { name: t('cn', 'Search news') })
  await expect(overlay.getByRole('searchbox')).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(overlay.getByRole('button', { name: t('cn', 'Close search') })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(overlay).toBeHidden()
  await expect(search).toBeFocused()

  // the floating bar: toggle and the QR photo dialog
  const bar = page.getByTestId('floating-bar')
  const qr = bar.getByRole('button', { name: t('cn', 'Enlarge the QR code') })
  await qr.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: t('cn', 'Photo') })
  await expect(dialog.getByRole('button', { name: t('cn', 'Close') })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(qr).toBeFocused()
  const toggle = bar.getByRole('button', { name: t('cn', 'Hide quick links') })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(bar.getByRole('button', { name: t('cn', 'Show quick links') })).toHaveAttribute('aria-expanded', 'false')
})
