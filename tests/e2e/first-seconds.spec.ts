import type { Page, Route } from '@playwright/test'
import { t } from '../support/catalog'
import { expect as baseExpect, test } from './fixtures'
import { hydrated } from './layout-helpers'

// A visitor's first seconds on a phone (issue 23, ADR 028): what they do before the page's JavaScript
// has run is never lost. Each test holds the page's scripts back (every request under /assets/ that
// ends in .js) while it acts, so the action is made before hydration, provably: no script of the
// page has been answered yet and <html> carries no data-hydrated mark. Then it lets the scripts go,
// waits for hydration, and checks that what the visitor did is still there. The CPU is 4x slower,
// as a phone's.

const WIDTHS = [390, 1440] as const

// A 4x slower CPU on a machine that runs other suites too: a first paint, a hydration or a lazy
// chunk may take several seconds. The tests wait for each condition, up to these bounds.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 90_000 })

interface HeldScripts {
  /** Resolves once the page has asked for its first script (its entry, after the first paint). */
  requested(): Promise<void>
  /** Answers every held script and lets later ones through. */
  release(): Promise<void>
}

async function holdScripts(page: Page): Promise<HeldScripts> {
  const held: Route[] = []
  let released = false
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    (route) => {
      if (released) return route.continue()
      held.push(route)
    },
  )
  return {
    requested: () => expect.poll(() => held.length, { message: 'the page asked for its script' }).toBeGreaterThan(0),
    async release() {
      released = true
      for (const route of held.splice(0)) await route.continue()
    },
  }
}

/** A phone-class CPU (Chromium's 4x throttling), the window size, and the page's scripts held back. */
async function openHeld(page: Page, width: number, url: string): Promise<HeldScripts> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.setViewportSize({ width, height: width < 768 ? 844 : 900 })
  const scripts = await holdScripts(page)
  await page.goto(url, { waitUntil: 'commit' })
  // The loader asks for the entry after the first paint (ADR 024): the page is on screen, unhydrated.
  await scripts.requested()
  await expectNotHydrated(page)
  return scripts
}

async function expectNotHydrated(page: Page) {
  expect(await page.locator('html').getAttribute('data-hydrated'), 'the page has not hydrated yet').toBeNull()
}

/** Hydration done, and one more frame and task, so a router effect that would move the page has run. */
async function hydratedAndSettled(page: Page) {
  await hydrated(page)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
}

for (const width of WIDTHS) {
  test.describe(`before hydration at ${width} px, 4x slower CPU`, () => {
    for (const url of ['/', '/en/visitor-guide', '/en/news']) {
      test(`a scroll made on ${url} is kept, and the header shows it`, async ({ page }) => {
        const scripts = await openHeld(page, width, url)
        await page.mouse.move(width / 2, 400)
        await page.mouse.wheel(0, 700)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(690)
        await expectNotHydrated(page)
        // Every position the window takes from here on: a jump back shows even if it is undone later.
        await page.evaluate(() => {
          const w = window as Window & { lowestScrollY?: number }
          w.lowestScrollY = window.scrollY
          addEventListener('scroll', () => {
            w.lowestScrollY = Math.min(w.lowestScrollY ?? Infinity, window.scrollY)
          })
        })
        await scripts.release()
        await hydratedAndSettled(page)
        await expect(page.locator('header[data-region="header"]')).toHaveAttribute('data-scrolled', 'true')
        expect(
          await page.evaluate(() => (window as Window & { lowestScrollY?: number }).lowestScrollY),
        ).toBeGreaterThanOrEqual(690)
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(690)
      })
    }

    test('the search button opens the search, which keeps what was typed and searches once hydrated', async ({
      page,
      context,
    }) => {
      const scripts = await openHeld(page, width, '/en/')
      await page.getByTestId('search-open').click()
      const overlay = page.getByRole('dialog', { name: t('en', 'Search news') })
      await expect(overlay).toBeVisible()
      const box = overlay.getByRole('searchbox', { name: t('en', 'Keywords') })
      await box.fill('organic tea')
      await expectNotHydrated(page)

      await scripts.release()
      await hydratedAndSettled(page)
      await expect(overlay).toBeVisible()
      // the overlay's own code (it closes the overlay after a search) loads as it is open
      await expect(overlay).toHaveAttribute('data-part-hydrated', '')
      await expect(box).toHaveValue('organic tea')
      const popup = context.waitForEvent('page')
      await box.press('Enter')
      const opened = await popup
      await opened.waitForLoadState('domcontentloaded')
      expect(new URL(opened.url()).pathname).toBe('/en/search-news')
      expect(new URL(opened.url()).searchParams.get('keywords')).toBe('organic tea')
      await expect(overlay).toBeHidden()
      await opened.close()
    })

    test('a search typed before hydration searches in a new window', async ({ page, context }) => {
      const scripts = await openHeld(page, width, '/en/')
      await page.getByTestId('search-open').click()
      const overlay = page.getByRole('dialog', { name: t('en', 'Search news') })
      await expect(overlay.getByRole('searchbox')).toBeFocused()
      await page.keyboard.type('tea')
      const popup = context.waitForEvent('page')
      await page.keyboard.press('Enter')
      const opened = await popup
      await opened.waitForLoadState('domcontentloaded')
      expect(new URL(opened.url()).pathname).toBe('/en/search-news')
      expect(new URL(opened.url()).searchParams.get('keywords')).toBe('tea')
      await expectNotHydrated(page)
      await opened.close()
      await scripts.release()
      await hydrated(page)
    })

    if (width < 768) {
      test('the menu button opens the menu, and it stays open through hydration', async ({ page }) => {
        const scripts = await openHeld(page, width, '/en/')
        const nav = page.getByRole('navigation', { name: t('en', 'Main navigation') })
        await expect(nav).toBeHidden()
        await page.getByTestId('menu-toggle').click()
        await expect(nav).toBeVisible()
        await expectNotHydrated(page)

        await scripts.release()
        await hydratedAndSettled(page)
        await expect(nav).toBeVisible()
        // the header read the open menu as it hydrated: its button now offers to close it
        await expect(page.getByRole('button', { name: t('en', 'Close the menu') })).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(nav).toBeHidden()
        await expect(page.getByRole('button', { name: t('en', 'Open the menu') })).toBeVisible()
      })
    }

    test('a photo tile shows the photo', async ({ page }) => {
      const scripts = await openHeld(page, width, '/en/exhibition-photos')
      const tile = page
        .locator('#main')
        .getByRole('link', { name: /^Enlarge photo: / })
        .first()
      const href = await tile.getAttribute('href')
      expect(href).toBeTruthy()
      await expectNotHydrated(page)
      await tile.click()
      await page.waitForURL((url) => url.pathname === new URL(href ?? '', 'http://x').pathname)
      // the photo itself (the seeded photos are SVG documents)
      expect(await page.evaluate(() => document.contentType)).toMatch(/^image\//)
      await scripts.release()
    })

    test('a video tile plays the video', async ({ page }) => {
      const scripts = await openHeld(page, width, '/en/exhibition-photos')
      const tile = page
        .locator('#main')
        .getByRole('link', { name: /^Play video: / })
        .first()
      const href = await tile.getAttribute('href')
      expect(href).toMatch(/\.webm$/)
      await expectNotHydrated(page)
      await tile.click()
      await page.waitForURL((url) => url.pathname === new URL(href ?? '', 'http://x').pathname)
      await expect(page.locator('video')).toBeVisible()
      await scripts.release()
    })

    test('the slide show’s next button moves to the next slide', async ({ page }) => {
      // No autoplay (reduced motion), so only the click can move the slide show.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const scripts = await openHeld(page, width, '/en/')
      const hero = page.getByTestId('hero-carousel')
      await expect(hero).toHaveAttribute('data-selected', '0')
      const next = hero.locator('[data-hero-control="next"]')
      await next.click()
      await expectNotHydrated(page)
      // The early-click script took it and shows it is pending.
      await expect(next).toHaveAttribute('data-early-click', '')

      await scripts.release()
      await hydratedAndSettled(page)
      await expect(hero).toHaveAttribute('data-selected', '1')
      await expect(next).not.toHaveAttribute('data-early-click', '')
    })

    test('what is typed into the booth form is kept when the form hydrates and after', async ({ page }) => {
      const scripts = await openHeld(page, width, '/en/become-an-exhibitor')
      const form = page.getByTestId('apply-form')
      const field = (label: string) => form.getByLabel(t('en', label))
      await field('Company name').fill('Early Bird Ltd')
      await field('Exhibiting country').fill('Austria')
      await form.getByRole('radio').nth(1).check()
      await expectNotHydrated(page)

      await scripts.release()
      await hydratedAndSettled(page)
      // The form's code loads as it is used again; what was typed before stays.
      await field('Contact name').fill('Anna Weber')
      await expect(form).toHaveAttribute('data-part-hydrated', '')
      await expect(field('Company name')).toHaveValue('Early Bird Ltd')
      // The booth type chosen before hydration sets the area's minimum (bare space: 36 sqm).
      await expect(field('Booth area (sqm)')).toHaveAccessibleDescription(
        t('en', 'At least {min} sqm for this booth type').replace('{min}', '36'),
      )
      // A send checks the form and shows its errors, a render of every field: nothing typed is lost.
      await form.getByRole('button', { name: t('en', 'Submit application') }).click()
      await expect(field('Phone')).toHaveAttribute('aria-invalid', 'true')
      await expect(field('Company name')).toHaveValue('Early Bird Ltd')
      await expect(field('Exhibiting country')).toHaveValue('Austria')
      await expect(field('Contact name')).toHaveValue('Anna Weber')
      await expect(form.getByRole('radio').nth(1)).toBeChecked()
    })

    test('the language switch goes to the page in the other language', async ({ page }) => {
      const scripts = await openHeld(page, width, '/visitor-guide')
      const link = page.getByTestId(width < 768 ? 'language-switch-icon' : 'language-switch')
      await expect(link).toBeVisible()
      await expectNotHydrated(page)
      await link.click()
      await page.waitForURL((url) => url.pathname === '/en/visitor-guide', { waitUntil: 'commit' })
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await scripts.release()
      await hydrated(page)
    })
  })
}
