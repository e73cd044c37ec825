import { LOCALES } from '../../src/i18n/locales'
import { t } from '../support/catalog'
import { expect, test } from './fixtures'
import { home, hydrated, path, siteConfig, siteMenu } from './layout-helpers'

for (const locale of LOCALES) {
  test.describe(`header (${locale})`, () => {
    test('desktop top bar: date, address, buttons; 60 px high under 1600 px, 80 px above', async ({
      page,
      request,
    }) => {
      const config = await siteConfig(request)
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(home(locale))
      const top = page.getByTestId('header-top-bar')
      expect((await top.boundingBox())?.height).toBe(60)
      await expect(page.getByTestId('show-date')).toHaveText(config[`exhibition_date_${locale}`] ?? '')
      await expect(page.getByTestId('show-address')).toHaveText(config[`exhibition_address_${locale}`] ?? '')

      const booth = top.getByRole('link', { name: t(locale, 'Book a Booth') })
      await expect(booth).toHaveAttribute('href', path(locale, '/become-an-exhibitor'))
      // No outside address in the settings: the site's own registration, in the same window (ADR 033;
      // an outside address with its promotion code is preregHref's, unit-tested).
      expect(config.prereg_url).toBe('')
      const prereg = top.getByRole('link', { name: t(locale, 'Pre-register') })
      await expect(prereg).toHaveAttribute('href', path(locale, '/register'))
      await expect(prereg).not.toHaveAttribute('target', '_blank')

      await page.setViewportSize({ width: 1920, height: 900 })
      await expect.poll(async () => (await top.boundingBox())?.height).toBe(80)
    })

    test('the header gets its background past 150 px of scrolling and loses it above', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 600 })
      await page.goto(home(locale))
      await hydrated(page)
      const header = page.locator('header[data-region="header"]')
      await expect(header).toHaveAttribute('data-scrolled', 'false')
      const transparentBg = await header.evaluate((el) => getComputedStyle(el).backgroundColor)
      await page.evaluate(() => window.scrollTo(0, 151))
      await expect(header).toHaveAttribute('data-scrolled', 'true')
      // the colour changes through a 0.2 s transition: its first frame still has the old one
      await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(transparentBg)
      await page.evaluate(() => window.scrollTo(0, 150))
      await expect(header).toHaveAttribute('data-scrolled', 'false')
    })

    test('main navigation from the menu: disclosure sub-lists, Escape, out links', async ({ page, request }) => {
      const menu = await siteMenu(request, locale)
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(home(locale))
      await hydrated(page)
      const nav = page.getByRole('navigation', { name: t(locale, 'Main navigation') })
      const group = menu.find((m) => m.childlist.some((c) => c.out_link))
      if (!group) throw new Error('seed menu has an out link in a group')
      const button = nav.getByRole('button', { name: group.title })
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await button.click()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      const outItem = group.childlist.find((c) => c.out_link)
      const out = nav.getByRole('link', { name: new RegExp(outItem?.title ?? '') })
      await expect(out).toHaveAttribute('href', outItem?.out_link ?? '')
      await expect(out).toHaveAttribute('target', '_blank')
      await page.keyboard.press('Escape')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(button).toBeFocused()
      await expect(out).toBeHidden()

      // a sub-item navigates client-side
      const inner = group.childlist.find((c) => !c.out_link)
      await button.click()
      await nav.getByRole('link', { name: inner?.title }).click()
      await expect(page).toHaveURL(new RegExp(`${path(locale, inner?.path ?? '')}$`))
    })

    test('the countdown ticks every second and stops at zero', async ({ page, request }) => {
      const start = Number((await siteConfig(request)).exhibition_start_time)
      const left = 86_400 + 2 * 3_600 + 3 * 60 + 5
      await page.clock.install({ time: (start - left - 20) * 1000 })
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(home(locale))
      const countdown = page.getByRole('timer', { name: t(locale, 'Countdown to the opening') })
      await expect(countdown).toHaveAttribute('data-ready', 'true')
      await page.clock.pauseAt((start - left) * 1000)
      const unit = (u: string) => countdown.locator(`[data-unit="${u}"] > span`).first()
      await expect(unit('days')).toHaveText('01')
      await expect(unit('hours')).toHaveText('02')
      await expect(unit('minutes')).toHaveText('03')
      await expect(unit('seconds')).toHaveText('05')
      const box = await countdown.boundingBox()
      await page.clock.runFor(1000)
      await expect(unit('seconds')).toHaveText('04')
      await page.clock.runFor(4000)
      await expect(unit('seconds')).toHaveText('00')
      await expect(unit('minutes')).toHaveText('03')
      expect((await countdown.boundingBox())?.width).toBe(box?.width)

      // the last seconds, then zero, and never negative
      await page.clock.setSystemTime((start - 2) * 1000)
      await page.clock.runFor(1000)
      await page.clock.runFor(3000)
      for (const u of ['days', 'hours', 'minutes', 'seconds']) await expect(unit(u)).toHaveText('00')
      await page.clock.runFor(5000)
      await expect(unit('seconds')).toHaveText('00')
    })
  })
}

test('the seeded start is past: the server renders placeholders and the browser shows zeros', async ({ page }) => {
  const response = await page.request.get('/')
  expect(await response.text()).toContain('data-ready="false"')
  await page.goto('/')
  const countdown = page.getByTestId('countdown')
  await expect(countdown).toHaveAttribute('data-ready', 'true')
  await expect(countdown.locator('[data-unit="days"] > span').first()).toHaveText('00')
})

test.describe('mobile header (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } })
  for (const locale of LOCALES) {
    test(`language icon and hamburger; choosing an item closes the menu (${locale})`, async ({ page }) => {
      await page.goto(home(locale))
      await hydrated(page)
      await expect(page.getByTestId('header-top-bar')).toBeHidden()
      const lang = page.getByTestId('language-switch-icon')
      await expect(lang).toBeVisible()
      await expect(lang).toHaveAttribute('href', /\/api\/locale\?to=/)
      const nav = page.getByRole('navigation', { name: t(locale, 'Main navigation') })
      await expect(nav).toBeHidden()
      const toggle = page.getByRole('button', { name: t(locale, 'Open the menu') })
      await toggle.click()
      await expect(nav).toBeVisible()
      // a popover's button: the browser exposes its expanded state (no aria-expanded attribute, ADR 028)
      await expect(page.getByRole('button', { name: t(locale, 'Close the menu') })).toBeVisible()
      const last = nav.getByRole('link').last()
      await last.click()
      await expect(nav).toBeHidden()
      await expect(page.getByRole('button', { name: t(locale, 'Open the menu') })).toBeVisible()
    })
  }
})
