import { readFile } from 'node:fs/promises'
import { TEST_ADMIN } from '../support/admin'
import { adminText, t } from '../support/catalog'
import { expectNoAxeViolation, setAdminLanguage, signIn } from './admin-helpers'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'
import { fillRegistration, person } from './visitor-helpers'

// Each form's privacy notice is edited in the office, as a new version each time; the public form
// shows it and a registration records the version its page showed (issue 39, ADR 037).

test.describe.configure({ timeout: 120_000 })

test('an admin edits the registration notice; /register shows it and a registration records its version', async ({
  page,
  browser,
}) => {
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await page.getByRole('link', { name: adminText('en', 'Privacy notices') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Privacy notices'))
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(adminText('en', 'Visitor registration'))
  await hydrated(page)

  const stamp = `${Date.now()}`.slice(-6)
  const write = async (language: 'Chinese' | 'English', words: string) => {
    const editor = page.getByRole('textbox', { name: adminText('en', language), exact: true })
    await editor.click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(words)
  }
  await write('Chinese', `第${stamp}号登记说明：展会结束后 {retentionDays} 天删除您的信息。`)
  await write('English', `Registration notice ${stamp}: your details are erased {retentionDays} days after the show.`)
  const saveButton = page.getByRole('button', { name: /^Save as version \d+$/ })
  const version = Number((await saveButton.textContent())?.match(/\d+$/)?.[0])
  expect(version).toBeGreaterThan(1)
  await saveButton.click()
  await expect(page.getByRole('status')).toHaveText(
    adminText('en', 'Saved as version {version}. The public form shows it within seconds.').replace(
      '{version}',
      String(version),
    ),
  )
  // The versions list names who saved the new one; the earlier ones stay listed.
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows.nth(1)).toContainText(`${version} ${adminText('en', '(shown now)')}`)
  await expect(rows.nth(1)).toContainText(TEST_ADMIN.email)
  await expect(rows.filter({ hasText: adminText('en', 'Initial text') })).toHaveCount(1)
  await expectNoAxeViolation(page)

  // The public form: the new text with the retention from the settings, and its version in the form.
  const visitor = await (await browser.newContext()).newPage()
  await expect(async () => {
    await visitor.goto('/register')
    await expect(visitor.getByTestId('privacy-notice')).toContainText(`第${stamp}号登记说明`, { timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await expect(visitor.getByTestId('privacy-notice')).toHaveText(/展会结束后 \d+ 天删除您的信息/)
  await expect(visitor.getByTestId('register-form').locator('input[name="noticeVersion"]')).toHaveValue(
    `registration/v${version}`,
  )
  await hydrated(visitor)
  await expectNoAxeViolation(visitor)

  const who = person('cn')
  await fillRegistration(visitor, 'cn', who)
  const sent = visitor.waitForRequest((r) => new URL(r.url()).pathname === '/api/visitorRegistration')
  await visitor.getByRole('button', { name: t('cn', 'Register and get my e-badge') }).click()
  expect((await sent).postDataJSON()).toMatchObject({ noticeVersion: `registration/v${version}` })
  await expect(visitor.getByTestId('register-success')).toBeVisible()

  // The consent evidence, as the person's data export gives it: the version the page showed.
  await page.goto(`/admin/visitors?q=${encodeURIComponent(who.email)}`)
  await hydrated(page)
  const row = page.getByRole('row').filter({ hasText: who.email })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: adminText('en', 'Export data') }).click(),
  ])
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    consents: { purpose: string; noticeVersion: string }[]
  }
  expect(exported.consents).toContainEqual(
    expect.objectContaining({ purpose: 'privacy', noticeVersion: `registration/v${version}` }),
  )
})
