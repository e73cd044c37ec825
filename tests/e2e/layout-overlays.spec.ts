import type { Page } from '@playwright/test'
import { photoSeed, videoSeed } from '../../src/db/seed/gallery'
import { LOCALES } from '../../src/i18n/locales'
import { t } from '../support/catalog'
import { expect, test } from './fixtures'
import { home, hydrated, path } from './layout-helpers'

const [photoRow] = photoSeed
const [videoRow] = videoSeed

/** What a `<video>` has loaded: ready state, duration, error, and whether it plays. */
function videoState(page: Page) {
  return page.locator('[data-testid="video-dialog"] video').evaluate((video: HTMLVideoElement) => ({
    readyState: video.readyState,
    duration: video.duration,
    error: video.error?.code ?? 0,
    width: video.videoWidth,
    currentSrc: new URL(video.currentSrc).pathname,
  }))
}

for (const locale of LOCALES) {
  test.describe(`search overlay (${locale})`, () => {
    test('opens, keeps focus inside, closes by Escape, close icon and backdrop; focus returns', async ({ page }) => {
      await page.goto(home(locale))
      await hydrated(page)
      const overlay = page.getByRole('dialog', { name: t(locale, 'Search news') })
      await expect(overlay).toBeHidden()
      const opener = page.getByTestId('search-open')
      await opener.click()
      await expect(overlay).toBeVisible()
      const box = overlay.getByRole('searchbox', { name: t(locale, 'Keywords') })
      await expect(box).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(overlay).toBeHidden()
      await expect(opener).toBeFocused()

      await opener.click()
      await overlay.getByRole('button', { name: t(locale, 'Close search') }).click()
      await expect(overlay).toBeHidden()

      await opener.click()
      await page.mouse.click(5, 5) // the backdrop
      await expect(overlay).toBeHidden()
    })

    test('an empty keyword does nothing; a keyword opens search-news in a new window and closes', async ({
      page,
      context,
    }) => {
      await page.goto(home(locale))
      await hydrated(page)
      await page.getByTestId('search-open').click()
      const overlay = page.getByRole('dialog', { name: t(locale, 'Search news') })
      // the overlay works as a plain popover and form; its code, which closes it after a search,
      // loads when it is opened (ADR 028)
      await expect(overlay).toHaveAttribute('data-part-hydrated', '')
      await overlay.getByRole('button', { name: t(locale, 'Search'), exact: true }).click()
      await expect(overlay).toBeVisible()
      await overlay.getByRole('searchbox').fill('   ')
      await page.keyboard.press('Enter')
      await expect(overlay).toBeVisible()
      expect(context.pages()).toHaveLength(1)

      await overlay.getByRole('searchbox').fill('有机 tea')
      const popup = context.waitForEvent('page')
      await page.keyboard.press('Enter')
      const opened = await popup
      await opened.waitForLoadState('domcontentloaded')
      expect(new URL(opened.url()).pathname).toBe(path(locale, '/search-news'))
      expect(new URL(opened.url()).searchParams.get('keywords')).toBe('有机 tea')
      await expect(overlay).toBeHidden()
      expect(page.url()).toMatch(new RegExp(`${home(locale)}$`))
      await opened.close()
    })
  })

  test.describe(`photo and video dialogs (${locale})`, () => {
    test('lazy, shown while a source is set, Escape and close clear it, focus returns', async ({ page }) => {
      const chunks: string[] = []
      page.on('request', (r) => {
        if (/MediaDialog-.*\.js$/.test(r.url())) chunks.push(r.url())
      })
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(home(locale))
      await hydrated(page)
      expect(chunks).toHaveLength(0)
      // editors' HTML may carry data-photo-src / data-video-src; a visitor clicks such a link. The
      // links go into a block of their own at the end of <body>, outside React's tree: inside <main>
      // they would sit beside a lazy boundary that may still be dehydrated once the root has
      // hydrated, and its hydration then finds foreign markup (React error 418). React skips
      // foreign nodes in <body>, and the dialogs listen on the whole document.
      await page.evaluate(
        ({ photo, video }) => {
          const block = document.createElement('p')
          block.innerHTML = `<a href="#" id="p" data-photo-src="${photo}">photo</a> <a href="#" id="v" data-video-src="${video}">video</a>`
          document.body.append(block)
        },
        { photo: photoRow?.src, video: videoRow?.src },
      )
      await page.locator('#p').focus()
      await page.keyboard.press('Enter')
      const photo = page.getByRole('dialog', { name: t(locale, 'Photo') })
      await expect(photo).toBeVisible()
      expect(chunks.length).toBe(1)
      await expect(photo.getByRole('button', { name: t(locale, 'Close') })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(photo).toBeHidden()
      await expect(page.locator('#p')).toBeFocused()

      await page.locator('#v').click()
      const video = page.getByRole('dialog', { name: t(locale, 'Video') })
      await expect(video).toBeVisible()
      const el = video.locator('video')
      await expect(el).toHaveAttribute('controls', '')
      await expect(el).toHaveAttribute('autoplay', '')
      await video.getByRole('button', { name: t(locale, 'Close') }).click()
      await expect(video).toBeHidden()
      await expect(page.locator('video')).toHaveCount(0)
    })

    test('a gallery video loads its WebM clip, plays, and Escape closes it', async ({ page }) => {
      const failures: string[] = []
      page.on('response', (res) => {
        if (res.status() >= 400) failures.push(`${res.status()} ${res.url()}`)
      })
      const media: { status: number; type: string }[] = []
      page.on('response', (res) => {
        if (new URL(res.url()).pathname === videoRow?.src)
          media.push({ status: res.status(), type: res.headers()['content-type'] ?? '' })
      })
      await page.goto(path(locale, '/exhibition-photos'))
      await hydrated(page)
      const title = locale === 'en' ? videoRow?.titleEn : videoRow?.titleCn
      const tile = page
        .locator('#main')
        .getByRole('link', { name: t(locale, 'Play video: {title}').replace('{title}', title ?? '') })
      await tile.click()
      const dialog = page.getByRole('dialog', { name: t(locale, 'Video') })
      await expect(dialog).toBeVisible()
      // the clip's metadata arrives: its real length (8-12 s), frame size and no error
      await expect.poll(async () => (await videoState(page)).readyState).toBeGreaterThanOrEqual(1)
      const state = await videoState(page)
      expect(state.currentSrc).toBe(videoRow?.src)
      expect(state.error).toBe(0)
      expect(state.duration).toBeGreaterThan(5)
      expect(state.duration).toBeLessThan(15)
      expect(state.width).toBe(1280)
      // it plays (the click is the user gesture): time moves on
      await expect
        .poll(() => page.locator('[data-testid="video-dialog"] video').evaluate((v: HTMLVideoElement) => v.currentTime))
        .toBeGreaterThan(0)
      // the browser fetched it in ranges, as video/webm
      expect(media.length).toBeGreaterThan(0)
      expect(media.every((m) => m.status === 206 && m.type === 'video/webm')).toBe(true)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page.locator('video')).toHaveCount(0)
      await expect(tile).toBeFocused()
      expect(failures).toEqual([])
    })
  })
}

test.describe('floating bar', () => {
  for (const locale of LOCALES) {
    test(`appears after 2 s, expanded on the home page above 1600 px (${locale})`, async ({ page }) => {
      await page.clock.install()
      await page.setViewportSize({ width: 1920, height: 1000 })
      await page.goto(home(locale))
      await hydrated(page)
      const bar = page.getByRole('complementary', { name: t(locale, 'Quick links') })
      await expect(bar).toHaveCount(0)
      await page.clock.runFor(2_000)
      await expect(bar).toBeVisible()
      const toggle = bar.getByRole('button', { name: t(locale, 'Hide quick links') })
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(bar.getByRole('link', { name: t(locale, 'Book a Booth') })).toHaveAttribute(
        'href',
        path(locale, '/become-an-exhibitor'),
      )
      await expect(bar.getByRole('link', { name: t(locale, 'Pre-register') })).toHaveAttribute(
        'href',
        path(locale, '/register'),
      )
      await expect(bar.getByRole('img', { name: t(locale, 'Visit the fair') })).toBeVisible()
      // the QR code enlarges in the photo dialog
      await bar.getByRole('button', { name: t(locale, 'Enlarge the QR code') }).click()
      await expect(page.getByRole('dialog', { name: t(locale, 'Photo') })).toBeVisible()
      await page.keyboard.press('Escape')
      await toggle.click()
      await expect(bar.getByRole('button', { name: t(locale, 'Show quick links') })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
      await expect(bar.getByRole('link', { name: t(locale, 'Book a Booth') })).toBeHidden()
    })
  }

  for (const [width, url] of [
    [1920, '/introduce'],
    [1600, '/'],
    [1280, '/en/'],
    [375, '/'],
  ] as const) {
    test(`starts collapsed at ${width} px on ${url}`, async ({ page }) => {
      await page.clock.install()
      await page.setViewportSize({ width, height: 900 })
      await page.goto(url)
      await hydrated(page)
      await page.clock.runFor(2_000)
      const bar = page.getByTestId('floating-bar')
      await expect(bar).toBeVisible()
      await expect(bar.getByRole('button').first()).toHaveAttribute('aria-expanded', 'false')
    })
  }

  test('back to top from the floating bar', async ({ page }) => {
    await page.clock.install()
    await page.setViewportSize({ width: 1920, height: 700 })
    await page.goto('/')
    await hydrated(page)
    await page.clock.runFor(2_000)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page
      .getByTestId('floating-bar')
      .getByRole('button', { name: t('cn', 'Back to top') })
      .click()
    await page.clock.runFor(2_000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
