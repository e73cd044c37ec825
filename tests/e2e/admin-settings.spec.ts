import { TEST_ADMIN } from '../support/admin'
import { adminText } from '../support/catalog'
import { expectNoAxeViolation, onPublicPage, setAdminLanguage, signIn } from './admin-helpers'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

// A signed-out preview is answered with a redirect to sign-in; the browser logs nothing else.
test.use({ expectedConsoleErrors: [/status of (401|403)/] })

// An account has one preview draft: this is the only test that previews settings as the test admin.
test('an admin previews unsaved settings on both public sites before saving; a bad QR path is refused', async ({
  page,
  browser,
}) => {
  await setAdminLanguage(page, 'cn')
  await signIn(page, 'cn', TEST_ADMIN.email, TEST_ADMIN.password)
  await page.getByRole('link', { name: adminText('cn', 'Site settings') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('cn', 'Site settings'))
  await hydrated(page)
  const stamp = Date.now()
  const field = (label: string, language?: 'Chinese' | 'English') =>
    page.getByLabel(language ? `${adminText('cn', label)} (${adminText('cn', language)})` : adminText('cn', label), {
      exact: true,
    })
  const preview = page.getByRole('button', { name: adminText('cn', 'Preview before saving') })
  const qr = field('WeChat QR code (path of a library picture)')
  const savedQr = await qr.inputValue()

  // Only what could be saved can be previewed: a picture of another site is refused by its field.
  await qr.fill('https://evil.example/qr.png')
  await preview.click()
  await expect(page.getByRole('alert').first()).toHaveText(
    adminText('cn', 'Some values need correcting; see the marked fields.'),
  )
  await expect(qr).toHaveAttribute('aria-invalid', 'true')
  await qr.fill(savedQr)

  await field('Dates as shown', 'Chinese').fill(`预览展期 ${stamp}`)
  await field('Dates as shown', 'English').fill(`Preview dates ${stamp}`)
  await preview.click()
  const ready = page
    .getByRole('status')
    .filter({ hasText: adminText('cn', 'The preview shows these values; nothing is saved yet. Open it:') })
  await expect(ready).toBeVisible()
  await expect(qr).not.toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolation(page)

  for (const [link, text] of [
    ['Chinese home page (opens in a new tab)', `预览展期 ${stamp}`],
    ['English home page (opens in a new tab)', `Preview dates ${stamp}`],
  ] as const) {
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      ready.getByRole('link', { name: adminText('cn', link) }).click(),
    ])
    await expect(tab.getByRole('banner').getByText(text)).toBeVisible()
    await expect(tab.locator('meta[name="robots"]').last()).toHaveAttribute('content', /noindex/)
    await tab.close()
  }

  // Nothing was saved: the public sites still show the saved dates.
  for (const path of ['/', '/en']) {
    await page.goto(path)
    await hydrated(page)
    await expect(page.getByRole('banner')).not.toContainText(String(stamp))
  }

  // A preview is for administrators who are signed in: anyone else is sent to sign in.
  const stranger = await browser.newPage()
  await stranger.goto('/en/preview/settings')
  await expect(stranger).toHaveURL(/\/admin\/sign-in\?next=%2Fen%2Fpreview%2Fsettings$/)
  await stranger.close()
})

test('an admin changes the show dates; the countdown and the header change on both public sites', async ({ page }) => {
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await page.getByRole('link', { name: adminText('en', 'Site settings') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Site settings'))
  await hydrated(page)
  await expectNoAxeViolation(page)
  const stamp = Date.now()
  const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16)
  const opens = page.getByLabel(adminText('en', "Opens (Beijing time; the countdown's target)"))
  const closes = page.getByLabel(adminText('en', 'Closes (Beijing time)'))
  const dates = (language: 'Chinese' | 'English') =>
    page.getByLabel(`${adminText('en', 'Dates as shown')} (${adminText('en', language)})`)
  // The office server's show stays near (it opens tomorrow, office.setup.ts): the doors' offline list is
  // served from two days before the show, and the door tests running beside this one need it.
  const hour = 3_600_000
  // Closing before opening is refused, by the field.
  await opens.fill(beijing(stamp + 36 * hour))
  await closes.fill(beijing(stamp + 30 * hour))
  await page.getByRole('button', { name: adminText('en', 'Save') }).click()
  await expect(page.getByRole('alert').first()).toHaveText(
    adminText('en', 'Some values need correcting; see the marked fields.'),
  )
  await expect(closes).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(adminText('en', 'The show cannot close before it opens.'))).toBeVisible()

  await closes.fill(beijing(stamp + 96 * hour))
  await dates('Chinese').fill(`新展期 ${stamp}`)
  await dates('English').fill(`New dates ${stamp}`)
  await page.getByRole('button', { name: adminText('en', 'Save') }).click()
  await expect(page.getByRole('status')).toHaveText(adminText('en', 'Saved. The public pages show it within seconds.'))
  await expect(closes).not.toHaveAttribute('aria-invalid', 'true')

  // Both public sites, within the content version's 2 s: the header's dates and the countdown's target.
  for (const [path, text] of [
    ['/', `新展期 ${stamp}`],
    ['/en', `New dates ${stamp}`],
  ] as const) {
    await onPublicPage(page, path, () => expect(page.getByRole('banner').getByText(text)).toBeVisible({ timeout: 500 }))
    // 36 hours ahead, where the setup's show was 24 hours ahead: one day and 11 or 12 hours.
    const unit = (name: string) => page.getByTestId('countdown').locator(`[data-unit="${name}"] > span`).first()
    await expect(unit('days')).toHaveText(/^0?1$/)
    await expect(unit('hours')).toHaveText(/^1[12]$/)
  }
})
