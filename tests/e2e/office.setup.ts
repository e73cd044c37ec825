import { TEST_ADMIN } from '../support/admin'
import { adminText } from '../support/catalog'
import { setAdminLanguage, signIn } from './admin-helpers'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

// The back office's server starts with the seed's show, which has ended (11-13 June 2025), and
// registration is closed after the show (ADR 037). Before its tests run, the organiser moves the show
// to open tomorrow in the settings, as they would for a new edition: registration is open, and the
// doors' offline list is served (from two days before the show, ADR 038). (The public site's server
// keeps the seed's dates: its tests see the closed page.)
test('the office server’s show opens tomorrow, so registration is open', async ({ page }) => {
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await page.goto('/admin/settings')
  await hydrated(page)
  const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16)
  const day = 86_400_000
  await page.getByLabel(adminText('en', "Opens (Beijing time; the countdown's target)")).fill(beijing(Date.now() + day))
  await page.getByLabel(adminText('en', 'Closes (Beijing time)')).fill(beijing(Date.now() + 4 * day))
  await page.getByRole('button', { name: adminText('en', 'Save') }).click()
  await expect(page.getByRole('status')).toHaveText(adminText('en', 'Saved. The public pages show it within seconds.'))
  // The public pages read the settings through the content read cache: open within its 2 s.
  await expect(async () => {
    await page.goto('/en/register')
    await expect(page.getByTestId('register-form')).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 10_000 })
})
