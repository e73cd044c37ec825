import type { Browser, Page } from '@playwright/test'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import { TEST_ADMIN } from '../support/admin'
import { adminText, t } from '../support/catalog'
import { expectNoAxeViolation, setAdminLanguage, signIn } from './admin-helpers'
import { expect as baseExpect, test } from './fixtures'
import { hydrated } from './layout-helpers'

// The back office's hall plan (issue 27): a booth assigned there shows on the public plan, two sales
// people assigning one booth at once get one winner and one clear refusal, the keyboard moves a
// booth, and a booth file with a bad row is previewed with its error and writes nothing.

/** A free booth per language (deterministic seed: neither is a directory exhibitor's). */
const BOOTH: Record<Locale, string> = { cn: 'N5-A02', en: 'N5-A03' }
const WINNER = { cn: '黑土地粮油股份有限公司', en: 'Black Soil Grain & Oil Co., Ltd.' }
const LOSER = { cn: '宁夏红枸杞生态农业有限公司', en: 'Ningxia Red Goji Ecological Agriculture Co., Ltd.' }
// Two browsers sign in at once (a deliberately slow password hash) and the plan is the largest screen.
const expect = baseExpect.configure({ timeout: 20_000 })

const option = (who: { cn: string; en: string }) => `${who.cn} · ${who.en}`

async function openPlan(browser: Browser, locale: Locale): Promise<Page> {
  const context = await browser.newContext({ locale: locale === 'en' ? 'en-US' : 'zh-CN' })
  const page = await context.newPage()
  await setAdminLanguage(page, locale)
  await signIn(page, locale, TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Dashboard'))
  await page.getByRole('link', { name: adminText(locale, 'Hall plan') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Hall plan'))
  await hydrated(page)
  return page
}

async function pickBooth(page: Page, locale: Locale, label: string) {
  const select = page.getByLabel(adminText(locale, 'Choose a booth'))
  const value = await select.locator('option', { hasText: label }).first().getAttribute('value')
  await select.selectOption(value ?? '')
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible()
}

for (const locale of LOCALES) {
  test(`${locale}: assigning a booth shows it on the public plan; a second assignment at once is refused`, async ({
    browser,
  }) => {
    // Two people sign in and work side by side, then a visitor's browser waits for the public plan.
    test.setTimeout(240_000)
    const anna = await openPlan(browser, locale)
    const bo = await openPlan(browser, locale)
    // Both sales people open the same booth before either saves.
    await pickBooth(anna, locale, BOOTH[locale])
    await pickBooth(bo, locale, BOOTH[locale])

    await anna.getByLabel(adminText(locale, 'Exhibitor'), { exact: true }).selectOption({ label: option(WINNER) })
    await expect(anna.getByLabel(adminText(locale, 'Status'))).toHaveValue('sold')
    await anna.getByRole('button', { name: adminText(locale, 'Save booth') }).click()
    await expect(anna.getByRole('status')).toHaveText(
      adminText(locale, 'Booth {label} saved.').replace('{label}', BOOTH[locale]),
    )

    await bo.getByLabel(adminText(locale, 'Exhibitor'), { exact: true }).selectOption({ label: option(LOSER) })
    await bo.getByRole('button', { name: adminText(locale, 'Save booth') }).click()
    await expect(bo.getByRole('alert')).toContainText(
      adminText(
        locale,
        'Someone else changed this booth since you opened the plan; your change was not saved. Reload the plan and make it again.',
      ),
    )
    // Reloading shows the winner's assignment, on the booth that was open.
    await bo.getByRole('button', { name: adminText(locale, 'Reload the plan') }).click()
    await expect(bo.getByRole('alert')).toBeHidden()
    await expect(bo.getByRole('heading', { level: 2, name: BOOTH[locale] })).toBeVisible()
    const exhibitorField = bo.getByLabel(adminText(locale, 'Exhibitor'), { exact: true })
    await expect(exhibitorField).toHaveValue(
      (await exhibitorField.locator('option', { hasText: option(WINNER) }).getAttribute('value')) ?? '',
    )

    // The public plan (page cache included) shows the new exhibitor within seconds.
    const visitor = await bo
      .context()
      .browser()
      ?.newPage({ locale: locale === 'en' ? 'en-US' : 'zh-CN' })
    if (!visitor) throw new Error('no browser')
    const planUrl = `${locale === 'en' ? '/en' : ''}/floor-plan?booth=${BOOTH[locale]}`
    await expect(async () => {
      await visitor.goto(planUrl)
      await expect(visitor.getByTestId('booth-card').getByRole('heading', { name: WINNER[locale] })).toBeVisible({
        timeout: 5_000,
      })
    }).toPass({ timeout: 45_000 })
    await expect(visitor.locator(`[data-testid="plan-svg"] a[data-booth="${BOOTH[locale]}"]`)).toHaveAttribute(
      'aria-label',
      new RegExp(t(locale, 'Sold')),
    )
  })

  test(`${locale}: the keyboard moves and resizes a booth on the grid; a move onto a neighbour is refused`, async ({
    browser,
  }) => {
    const page = await openPlan(browser, locale)
    await expectNoAxeViolation(page)
    await pickBooth(page, locale, 'N5-B10')
    const x = page.getByLabel(adminText(locale, 'From the left wall (m)'))
    const depth = page.getByLabel(adminText(locale, 'Depth (m)'))
    const startX = Number(await x.inputValue())
    const startDepth = Number(await depth.inputValue())
    await page.getByTestId('admin-floor-plan').focus()
    await page.keyboard.press('ArrowRight')
    await expect(x).toHaveValue(String(startX + 0.5))
    await page.keyboard.press('Shift+ArrowDown')
    await expect(depth).toHaveValue(String(startDepth + 0.5))
    await page.getByRole('button', { name: adminText(locale, 'Save booth') }).click()
    await expect(page.getByRole('alert')).toHaveText(
      adminText(locale, 'The booth would overlap another booth; it was not saved.'),
    )
  })

  test(`${locale}: a booth file with a bad row is previewed with its error and writes nothing`, async ({ browser }) => {
    const page = await openPlan(browser, locale)
    const number = locale === 'cn' ? 'Z91' : 'Z92'
    const y = locale === 'cn' ? 70 : 74
    // A fresh position per run, so the good file always writes something.
    const x = (Date.now() % 9) * 0.5
    const file = (rows: string[]) => ({
      name: `booths-${locale}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(['number,x,y,width,depth,type', ...rows].join('\n')),
    })
    const input = page.getByLabel(adminText(locale, 'CSV or XLSX file'))
    await input.setInputFiles(file([`${number},${x},${y},3,3,standard`, 'Z99,2.3,60,3,3,standard']))
    await page.getByRole('button', { name: adminText(locale, 'Check the file') }).click()
    await expect(page.getByRole('alert')).toHaveText(
      adminText(
        locale,
        'Some rows have errors, so nothing can be imported. Correct them in the file and check it again.',
      ),
    )
    const errorRow = page.getByRole('row').filter({ hasText: 'Z99' })
    await expect(errorRow).toContainText(adminText(locale, 'not a number of metres on the 0.5 m grid'))
    await expect(errorRow.getByRole('cell').first()).toHaveText('3')
    await expect(page.getByRole('button', { name: adminText(locale, 'Import the booths') })).toHaveCount(0)
    await expectNoAxeViolation(page)

    await input.setInputFiles(file([`${number},${x},${y},3,3,standard`]))
    await page.getByRole('button', { name: adminText(locale, 'Check the file') }).click()
    await page.getByRole('button', { name: adminText(locale, 'Import the booths') }).click()
    await expect(page.getByRole('status')).toHaveText(
      new RegExp(
        adminText(locale, 'Imported: {created} new, {changed} changed booths.')
          .replace(/[.()]/g, '\\$&')
          .replace('{created}', '[01]')
          .replace('{changed}', '[01]'),
      ),
    )
    await expect(
      page.getByLabel(adminText(locale, 'Choose a booth')).locator('option', { hasText: `N5-${number}` }),
    ).toHaveCount(1)
  })
}
