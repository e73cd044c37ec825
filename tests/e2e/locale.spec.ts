import { t } from '../support/catalog'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

test.describe('locales in the browser', () => {
  test('the Chinese home page hydrates and navigates client-side in Chinese', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('cn', 'China International Organic Food Expo'))
    await hydrated(page)
    // the visitor guide sits in the menu's "Visitors" group (a disclosure button)
    const nav = page.getByRole('navigation', { name: t('cn', 'Main navigation') })
    await nav.getByRole('button', { name: '观众' }).click()
    await nav.getByRole('link', { name: t('cn', 'Visitor Guide') }).click()
    await expect(page).toHaveURL(/\/visitor-guide$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('cn', 'Visitor Guide'))
    await expect(page).toHaveTitle(`${t('cn', 'Visitor Guide')} | ${t('cn', 'China International Organic Food Expo')}`)
  })

  test('the language switch sets the cookie and reloads the same page in the other locale, query kept', async ({
    page,
    context,
  }) => {
    await page.goto('/search-news?keywords=2024')
    await page.getByTestId('language-switch').click()
    await expect(page).toHaveURL(/\/en\/search-news\?keywords=2024$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'Search News'))
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_locale')
    expect(cookie?.value).toBe('en')
    expect(cookie?.sameSite).toBe('Lax')
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365)

    // with the cookie set, an unprefixed address leads to the English page
    await page.goto('/introduce')
    await expect(page).toHaveURL(/\/en\/introduce$/)

    await page.getByTestId('language-switch').click()
    await expect(page).toHaveURL(/\/introduce$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    expect((await context.cookies()).find((c) => c.name === 'i18n_locale')?.value).toBe('cn')
  })

  test('an English browser opening the root lands on /en/', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/en\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.close()
  })

  test('a Chinese browser stays at the root', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await context.close()
  })
})

test.describe('not found', () => {
  for (const [path, locale] of [
    ['/404', 'cn'],
    ['/en/news/abc', 'en'],
  ] as const) {
    test(`${path} shows the not-found page with a working link home`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'This page could not be found'))
      await page.getByRole('link', { name: t(locale, 'Back to the home page') }).click()
      await expect(page).toHaveURL(locale === 'en' ? /\/en\/$/ : /:\d+\/$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(locale, 'China International Organic Food Expo'),
      )
    })
  }
})
