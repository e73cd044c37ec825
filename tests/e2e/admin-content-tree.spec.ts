import type { Page } from '@playwright/test'
import { industrySeed } from '../../src/db/seed/industries'
import type { Locale } from '../../src/i18n/locales'
import { TEST_ADMIN } from '../support/admin'
import { adminText, t } from '../support/catalog'
import { expectNoAxeViolation, setAdminLanguage, signIn } from './admin-helpers'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

const field = (page: Page, locale: Locale, label: string, language?: 'Chinese' | 'English') =>
  page.getByLabel(
    language ? `${adminText(locale, label)} (${adminText(locale, language)})` : adminText(locale, label),
    { exact: true },
  )

async function openIndustries(page: Page, locale: Locale) {
  await page.goto('/admin/content/industries')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Industries'))
  await hydrated(page)
}

test('en: an editor files a new industry under a top-level one; the directory filter lists it there, on / and /en', async ({
  page,
  browser,
}) => {
  const [food] = industrySeed
  if (!food) throw new Error('the seed changed')
  const stamp = `${test.info().repeatEachIndex}-${Date.now()}`
  const name = { cn: `有机蜂蜜 ${stamp}`, en: `Organic honey ${stamp}` }
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Dashboard'))
  await openIndustries(page, 'en')
  await page.getByRole('link', { name: adminText('en', 'Add') }).click()
  await hydrated(page)
  await field(page, 'en', 'Name', 'Chinese').fill(name.cn)
  await field(page, 'en', 'Name', 'English').fill(name.en)
  await field(page, 'en', 'Code').fill(`test-honey-${stamp}`)
  const parent = field(page, 'en', 'Parent industry')
  // Top-level industries only, and none (the default).
  await expect(parent).toHaveValue('')
  await expect(parent.locator('option', { hasText: food.en })).toHaveCount(1)
  await expect(parent.locator('option', { hasText: food.children?.[0]?.en ?? '' })).toHaveCount(0)
  await parent.selectOption({ label: `${food.cn} · ${food.en}` })
  await expectNoAxeViolation(page)
  await page.getByRole('button', { name: adminText('en', 'Save'), exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/content\/industries\/\d+\?created=1$/, { timeout: 15_000 })
  await expect(field(page, 'en', 'Parent industry')).toHaveValue(/^\d+$/)

  const visitor = await browser.newPage()
  for (const [path, locale, label] of [
    ['/directories', 'cn', food.cn],
    ['/en/directories', 'en', food.en],
  ] as const) {
    await expect(async () => {
      await visitor.goto(path)
      const group = visitor
        .getByLabel(t(locale, 'Product category'))
        .locator('optgroup', { has: visitor.locator(`option[value="${food.code}"]`) })
      await expect(group).toHaveAttribute('label', label, { timeout: 1_000 })
      await expect(group.locator('option', { hasText: locale === 'cn' ? name.cn : name.en })).toHaveCount(1, {
        timeout: 1_000,
      })
    }).toPass({ timeout: 15_000 })
  }
  await visitor.close()

  // The list's search finds it by either language, and keeps it in the address; tidy up from there.
  await openIndustries(page, 'en')
  const search = async (words: string) => {
    await page.getByLabel(adminText('en', 'Search this list (both languages)')).fill(words)
    await page.getByLabel(adminText('en', 'Search this list (both languages)')).press('Enter')
    await expect(page).toHaveURL(/\/industries\?q=/)
    await hydrated(page)
  }
  const rows = page.getByTestId('collection-list').locator('tbody tr')
  const all = await rows.count()
  await search(`有机蜂蜜 ${stamp}`)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(name.en)
  await expect(rows.first()).toContainText(adminText('en', 'under {parent}').replace('{parent}', food.cn))
  await expect(page.getByRole('button', { name: `${adminText('en', 'Move up')}: ${name.cn}` })).toHaveCount(0)
  await search(`ORGANIC HONEY ${stamp}`)
  await expect(rows).toHaveCount(1)
  await search(`nothing like this ${stamp}`)
  await expect(page.getByText(adminText('en', 'No item matches the search and filters.'))).toBeVisible()
  await expectNoAxeViolation(page)
  await search('')
  await expect(rows).toHaveCount(all)
  await search(name.en)
  await page.getByRole('button', { name: `${adminText('en', 'Delete')}: ${name.cn}` }).click()
  await page.getByRole('button', { name: `${adminText('en', 'Delete for good')}: ${name.cn}` }).click()
  await expect(page.getByRole('main').locator('p[role="status"]').first()).toHaveText(adminText('en', 'Deleted.'))
})
