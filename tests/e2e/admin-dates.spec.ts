import { LOCALES } from '../../src/i18n/locales'
import { TEST_ADMIN } from '../support/admin'
import { adminText } from '../support/catalog'
import { beijingText, createInvitation, setAdminLanguage, signIn } from './admin-helpers'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

// The project that runs this file has its browser in Asia/Shanghai and the office's server in UTC
// (playwright.config.ts): a screen that formatted with either side's own zone would write a time on
// the server that the browser then writes eight hours apart, or a wrong hour in both.

const DAY = 86_400_000

for (const locale of LOCALES) {
  test(`an invitation's expiry shows in Beijing time in the server's page and after hydration (${locale})`, async ({
    page,
  }) => {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Shanghai')
    await setAdminLanguage(page, locale)
    await signIn(page, locale, TEST_ADMIN.email, TEST_ADMIN.password)
    const email = `dates-${locale}-${Date.now()}@example.cn`
    const before = Date.now()
    await createInvitation(page, locale, email, 'editor')
    const after = Date.now()

    // The server's own page, before any script: the row of this invitation and its instant.
    const html = await (await page.request.get('/admin/accounts')).text()
    const from = html.indexOf(`>${email}</td>`)
    expect(from).toBeGreaterThan(-1)
    const row = html.slice(from, html.indexOf('</tr>', from))
    const [, iso = '', written = ''] = /<time datetime="([^"]+)">([^<]*)<\/time>/i.exec(row) ?? []
    // The instant is the invitation's: seven days after it was made.
    expect(Date.parse(iso)).toBeGreaterThanOrEqual(before + 7 * DAY - 1_000)
    expect(Date.parse(iso)).toBeLessThanOrEqual(after + 7 * DAY + 1_000)
    expect(written).toBe(beijingText(locale, iso))
    expect(html).toContain(adminText(locale, 'Link expires (Beijing time)'))

    // The same text once the browser in Shanghai has hydrated the page (a mismatch fails the test too).
    await page.goto('/admin/accounts')
    await hydrated(page)
    const time = page.getByRole('row').filter({ hasText: email }).locator('time')
    await expect(time).toHaveAttribute('datetime', iso)
    await expect(time).toHaveText(beijingText(locale, iso))
  })
}
