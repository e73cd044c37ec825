import type { Page } from '@playwright/test'
import type { Locale } from '../../src/i18n/locales'
import { TEST_ADMIN } from '../support/admin'
import { adminText, t } from '../support/catalog'
import { expectNoAxeViolation, setAdminLanguage, signIn } from './admin-helpers'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

/** Whether the public header on `path` has an item labelled `label`, read after a reload until it does. */
async function expectInHeader(page: Page, path: string, locale: Locale, label: string, present: boolean) {
  await expect(async () => {
    await page.goto(path)
    const nav = page.getByRole('navigation', { name: t(locale, 'Main navigation') })
    const item = nav.getByText(label, { exact: true })
    if (present) await expect(item.first()).toBeAttached({ timeout: 1_000 })
    else await expect(item).toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

test('cn: an editor switches a menu item off and on again; the header on / and /en leaves it out meanwhile', async ({
  page,
  browser,
}) => {
  // An item of its own, so the seeded menu other tests read is never changed.
  const unique = `${test.info().repeatEachIndex}-${Date.now()}`
  const cn = `隐藏测试 ${unique}`
  const en = `Hide test ${unique}`
  await setAdminLanguage(page, 'cn')
  await signIn(page, 'cn', TEST_ADMIN.email, TEST_ADMIN.password)
  await page.getByRole('link', { name: adminText('cn', 'Menu'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('cn', 'Menu'))
  await hydrated(page)
  const notice = page.getByRole('main').locator('p[role="status"]')
  const saved = adminText('cn', 'Saved. The public pages show it within seconds.')
  const label = (lang: 'Chinese' | 'English') => `${adminText('cn', 'Label')} (${adminText('cn', lang)})`
  const hiddenBox = adminText('cn', 'Hidden from the public site')

  await page.getByRole('button', { name: adminText('cn', 'Add a top-level item') }).click()
  let form = page.getByRole('region', { name: adminText('cn', 'New top-level item') })
  await form.getByLabel(label('Chinese')).fill(cn)
  await form.getByLabel(label('English')).fill(en)
  await form.getByLabel(adminText('cn', 'Page'), { exact: true }).selectOption('/news')
  await expect(form.getByLabel(hiddenBox)).not.toBeChecked()
  await form.getByRole('button', { name: adminText('cn', 'Save') }).click()
  await expect(notice).toHaveText(saved)

  const visitor = await browser.newPage()
  await expectInHeader(visitor, '/', 'cn', cn, true)

  // Switched off: marked in the editor's tree, gone from the header in both languages.
  const editOf = page.getByRole('button', { name: `${adminText('cn', 'Edit')}: ${cn}` })
  const row = page.getByRole('list', { name: adminText('cn', 'Menu items') }).locator(':scope > li', { hasText: cn })
  await editOf.click()
  form = page.getByRole('region', { name: adminText('cn', 'Edit {title}').replace('{title}', cn) })
  await form.getByLabel(hiddenBox).check()
  await expectNoAxeViolation(page)
  await form.getByRole('button', { name: adminText('cn', 'Save') }).click()
  await expect(notice).toHaveText(saved)
  await expect(row.getByText(adminText('cn', 'Hidden'), { exact: true })).toBeVisible()
  await expectNoAxeViolation(page)
  await expectInHeader(visitor, '/', 'cn', cn, false)
  await expectInHeader(visitor, '/en', 'en', en, false)

  // Switched on again: back in the header, the mark gone.
  await editOf.click()
  await expect(form.getByLabel(hiddenBox)).toBeChecked()
  await form.getByLabel(hiddenBox).uncheck()
  await form.getByRole('button', { name: adminText('cn', 'Save') }).click()
  await expect(notice).toHaveText(saved)
  await expect(row.getByText(adminText('cn', 'Hidden'), { exact: true })).toHaveCount(0)
  await expectInHeader(visitor, '/', 'cn', cn, true)
  await expectInHeader(visitor, '/en', 'en', en, true)
  await visitor.close()

  // Tidy up.
  await page.getByRole('button', { name: `${adminText('cn', 'Delete')}: ${cn}` }).click()
  await page.getByRole('button', { name: `${adminText('cn', 'Delete for good')}: ${cn}` }).click()
  await expect(notice).toHaveText(adminText('cn', 'Deleted.'))
})
