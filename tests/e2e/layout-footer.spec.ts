import type { Page } from '@playwright/test'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import { t } from '../support/catalog'
import { expect, test } from './fixtures'
import { footerHydrated, home, hydrated, path, siteConfig } from './layout-helpers'

const form = (page: Page) => page.getByTestId('subscribe-form')
const alertToast = (page: Page) => page.getByTestId('toast-alert')
const statusToast = (page: Page) => page.getByTestId('toast-status')

async function fill(
  page: Page,
  locale: Locale,
  values: Partial<Record<'name' | 'email' | 'company' | 'position', string>>,
) {
  const f = form(page)
  if (values.name !== undefined) await f.getByLabel(t(locale, 'Name'), { exact: true }).fill(values.name)
  if (values.email !== undefined) await f.getByLabel(t(locale, 'E-mail'), { exact: true }).fill(values.email)
  if (values.company !== undefined) await f.getByLabel(t(locale, 'Company'), { exact: true }).fill(values.company)
  if (values.position !== undefined) await f.getByLabel(t(locale, 'Position'), { exact: true }).fill(values.position)
}

for (const locale of LOCALES) {
  test.describe(`footer (${locale})`, () => {
    test('lists, contacts, 8 sister fairs, copyright, ICP and public-security records', async ({ page, request }) => {
      const config = await siteConfig(request)
      await page.goto(home(locale))
      const footer = page.locator('footer[data-region="footer"]')
      await expect(footer.getByRole('heading', { name: t(locale, 'Organisers'), exact: true })).toBeVisible()
      await expect(footer.getByRole('heading', { name: t(locale, 'Certification partners') })).toBeVisible()
      await expect(page.getByTestId('sister-fairs').getByRole('link')).toHaveCount(8)
      await expect(footer.getByText(config[`bottom_${locale}`] ?? '-')).toBeVisible()
      const icp = footer.getByRole('link', { name: config.icp_record })
      await expect(icp).toHaveAttribute('href', config.icp_url ?? '')
      const ps = footer.getByRole('link', { name: config.public_security_record })
      await expect(ps).toHaveAttribute('href', new RegExp(config.public_security_record_code ?? ''))
      await expect(ps.locator('img')).toHaveCount(1)
      // the consent box is not pre-ticked and the privacy notice is there
      await expect(form(page).getByRole('checkbox')).not.toBeChecked()
      await expect(form(page).getByText(t(locale, 'Privacy notice'), { exact: true })).toBeVisible()
    })

    test('keeps its server HTML and styles until it nears the viewport, then hydrates in place', async ({ page }) => {
      const footerCode: string[] = []
      page.on('request', (r) => {
        if (/\/assets\/Footer-[^/]+\.js$/.test(new URL(r.url()).pathname)) footerCode.push(r.url())
      })
      await page.goto(home(locale))
      await hydrated(page)
      const footer = page.locator('footer[data-region="footer"]')
      const look = () =>
        footer.evaluate((f) => {
          const box = f.getBoundingClientRect()
          const form = f.querySelector('[data-testid="subscribe-form"]')
          return {
            html: f.outerHTML.replace(' data-part-hydrated=""', ''),
            top: box.top + window.scrollY,
            height: box.height,
            background: getComputedStyle(f).backgroundColor,
            formDisplay: form ? getComputedStyle(form).display : null,
          }
        })
      const before = await look()
      // styled by the page's CSS before any of its code is there
      expect(before.background).not.toBe('rgba(0, 0, 0, 0)')
      expect(before.formDisplay).toBe('grid')
      expect(footerCode).toEqual([])
      await footerHydrated(page)
      expect(footerCode).toHaveLength(1)
      expect(await look()).toEqual(before)
    })

    // A short page's footer is near the viewport from the start: its code waits for the visitor to
    // use it (ADR 029), and a click on one of its buttons before the code is there is done once it is.
    test('on a short page its code waits for use; a click before it is there still works', async ({ page }) => {
      const footerCode: string[] = []
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route(/\/assets\/Footer-[^/]+\.js$/, async (route) => {
        footerCode.push(route.request().url())
        await held
        await route.continue()
      })
      await page.goto(path(locale, '/why-visit'))
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      const footer = page.locator('footer[data-region="footer"]')
      const nearAtStart = await footer.evaluate((f) => f.getBoundingClientRect().top < window.innerHeight + 400)
      expect(nearAtStart).toBe(true)
      expect(footerCode).toEqual([])
      const backToTop = page.getByTestId('footer-back-to-top')
      await backToTop.click()
      // pointing at the footer asked for its code, which is held: the click waits, shown as pending
      await expect.poll(() => footerCode.length).toBe(1)
      await expect(backToTop).toHaveAttribute('data-early-click', '')
      await expect(footer).not.toHaveAttribute('data-part-hydrated')
      release()
      await expect(footer).toHaveAttribute('data-part-hydrated', '')
      await expect(backToTop).not.toHaveAttribute('data-early-click')
      // the kept click ran: focus went to the top of the page, which is scrolled to the top
      await expect(page.locator('#top')).toBeFocused()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    })

    test('a QR code shows when its button has the focus as the footer hydrates', async ({ page, request }) => {
      const config = await siteConfig(request)
      await page.goto(path(locale, '/why-visit'))
      await hydrated(page)
      const name = config[`social_wechat_name_${locale}`] ?? ''
      const button = page.getByRole('button', { name })
      // focused by script: no pointer and no key, so only the focus asks for the footer's code
      await button.evaluate((b: HTMLElement) => b.focus())
      await expect(page.locator('footer[data-region="footer"]')).toHaveAttribute('data-part-hydrated', '')
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByRole('img', { name: `${t(locale, 'QR code')}: ${name}` })).toBeVisible()
    })

    test('QR popovers show on hover and on keyboard focus', async ({ page, request }) => {
      const config = await siteConfig(request)
      await page.goto(home(locale))
      await footerHydrated(page)
      const names = ['wechat', 'weibo', 'linkedin'].map((k) => config[`social_${k}_name_${locale}`] ?? '')
      for (const name of names) {
        const button = page.getByRole('button', { name })
        await button.hover()
        await expect(button).toHaveAttribute('aria-expanded', 'true')
        await expect(page.getByRole('img', { name: `${t(locale, 'QR code')}: ${name}` })).toBeVisible()
        await page.mouse.move(0, 0)
        await expect(button).toHaveAttribute('aria-expanded', 'false')
      }
      const first = page.getByRole('button', { name: names[0] })
      await first.focus()
      await expect(first).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Escape')
      await expect(first).toHaveAttribute('aria-expanded', 'false')
    })

    test('back to top scrolls up', async ({ page }) => {
      await page.goto(home(locale))
      await footerHydrated(page)
      await page.getByTestId('footer-back-to-top').click()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    })

    test('news-letter: the client checks in the spec order and sends nothing', async ({ page }) => {
      let posts = 0
      page.on('request', (r) => {
        if (r.url().includes('/api/addNewsSubscribe')) posts++
      })
      await page.goto(home(locale))
      await footerHydrated(page)
      const submit = form(page).getByRole('button', { name: t(locale, 'Subscribe') })
      const steps: [Partial<Record<'name' | 'email' | 'company' | 'position', string>>, string, string][] = [
        [{}, 'Please enter your name', 'Name'],
        [{ name: '王小明' }, 'Please enter email', 'E-mail'],
        [{ email: 'wang@example.cn' }, 'Please enter your company', 'Company'],
        [{ company: '绿色食品有限公司' }, 'Please enter your position', 'Position'],
        [{ position: 'Buyer', email: 'not-an-email' }, 'Please enter the correct email', 'E-mail'],
        [{ email: 'wang@example.cn' }, 'Please agree to the privacy notice before submitting', ''],
      ]
      for (const [values, message, label] of steps) {
        await fill(page, locale, values)
        await submit.click()
        await expect(alertToast(page)).toHaveText(t(locale, message))
        if (label) await expect(form(page).getByLabel(t(locale, label), { exact: true })).toBeFocused()
      }
      expect(posts).toBe(0)
    })

    test('news-letter: success stores, toasts, ignores a second submit and reloads after 2 s', async ({ page }) => {
      await page.clock.install()
      await page.goto(home(locale))
      await footerHydrated(page)
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
      await fill(page, locale, {
        name: 'E2E Tester',
        email: `e2e-${locale}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
        company: 'Organic Test GmbH',
        position: 'Buyer',
      })
      await form(page).getByRole('checkbox').check()
      let posts = 0
      page.on('request', (r) => {
        if (r.url().includes('/api/addNewsSubscribe')) posts++
      })
      const answer = page.waitForResponse((r) => r.url().includes('/api/addNewsSubscribe'))
      const submit = form(page).getByRole('button', { name: t(locale, 'Subscribe') })
      await form(page).evaluate((f: HTMLFormElement) => {
        f.requestSubmit()
        f.requestSubmit()
      })
      const response = await answer
      expect(((await response.json()) as { code: number }).code).toBe(200)
      await expect(statusToast(page)).toHaveText(t(locale, 'Submission Successful'))
      await submit.click({ force: true })
      expect(posts).toBe(1)
      const reloaded = page.waitForEvent('load')
      await page.clock.runFor(1_900)
      await expect(statusToast(page)).toHaveText(t(locale, 'Submission Successful'))
      await page.clock.runFor(200)
      await reloaded
      await expect(statusToast(page)).toHaveText('')
    })

    test('news-letter: a server failure (429) shows its msg as an error toast and keeps the input', async ({
      page,
      consoleErrors,
    }) => {
      const msg = t(locale, 'Too many submissions. Please try again in a few minutes.')
      await page.route('**/api/addNewsSubscribe', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ code: 429, msg, data: null }),
        }),
      )
      await page.goto(home(locale))
      await footerHydrated(page)
      await fill(page, locale, { name: 'Keep Me', email: 'keep@example.com', company: 'Co', position: 'CEO' })
      await form(page).getByRole('checkbox').check()
      await form(page)
        .getByRole('button', { name: t(locale, 'Subscribe') })
        .click()
      await expect(alertToast(page)).toHaveText(msg)
      await expect(form(page)).toHaveAttribute('data-status', 'failure')
      await expect(form(page).getByLabel(t(locale, 'Name'), { exact: true })).toHaveValue('Keep Me')
      await expect(form(page).getByRole('checkbox')).toBeChecked()
      // the browser logs the faked 429 answer itself; anything else still fails the test
      const expected = consoleErrors.filter((e) => /status of 429/.test(e))
      expect(expected.length).toBeGreaterThan(0)
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 429/.test(e)))
    })
  })
}
