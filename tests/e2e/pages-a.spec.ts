import type { Page } from '@playwright/test'
import { pageConfigSeed } from '../../src/db/seed/pages'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import { t } from '../support/catalog'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '')
const summaryOf = (slug: string, locale: Locale) =>
  pageConfigSeed.find((e) => e.code === `page_${slug}_summary_${locale}`)?.value ?? ''

const TEXT_PAGES = [
  ['/introduce', 'introduce', 'About the Fair'],
  ['/range', 'range', 'Exhibit Range'],
  ['/why-participate', 'why_participate', 'Why Exhibit'],
  ['/why-visit', 'why_visit', 'Why Visit'],
  ['/vip-visitors', 'vip_visitors', 'VIP Buyer Programme'],
  ['/exhibitor-german-pavilion', 'german_pavilion', 'German Pavilion'],
  ['/media-partners', 'media_partners', 'Media Partners'],
] as const

for (const locale of LOCALES) {
  test.describe(`fair pages (${locale})`, () => {
    test('text pages show their title and content from the database', async ({ page }) => {
      for (const [path, slug, title] of TEXT_PAGES) {
        await page.goto(prefix(locale) + path)
        await expect(page.locator('#main').getByRole('heading', { level: 1 })).toHaveText(t(locale, title))
        await expect(page.locator('#main').getByText(summaryOf(slug, locale))).toBeVisible()
        await expect(page.getByTestId('page-content').locator('p').first()).not.toBeEmpty()
      }
      await page.goto(`${prefix(locale)}/range`)
      await expect(page.getByTestId('industry-tree').locator('h3')).toHaveCount(await countTopIndustries(page))
      await page.goto(`${prefix(locale)}/exhibitor-german-pavilion`)
      expect(await page.getByTestId('pavilion-exhibitors').locator('article').count()).toBeGreaterThan(3)
      await page.goto(`${prefix(locale)}/media-partners`)
      expect(await page.locator('main li a[target="_blank"]').count()).toBeGreaterThan(5)
    })

    test('the home page shows figures, latest news, teasers and partners', async ({ page }) => {
      await page.goto(`${prefix(locale)}/`)
      await expect(page.locator('#main').getByRole('heading', { level: 1 })).toHaveText(
        t(locale, 'China International Organic Food Expo'),
      )
      const figures = page.getByTestId('key-figures')
      for (const value of ['6,320', '51', '98']) await expect(figures.getByText(value, { exact: true })).toBeVisible()
      for (const category of ['exhibition', 'trade', 'exhibitor']) {
        await expect(page.getByTestId(`latest-${category}`).locator('li')).toHaveCount(3)
      }
      await expect(page.getByTestId('teaser-why-visit')).toContainText(summaryOf('why_visit', locale))
      await expect(page.getByTestId('teaser-why-participate')).toContainText(summaryOf('why_participate', locale))
      expect(await page.getByTestId('home-media-partners').locator('li').count()).toBeGreaterThan(3)
    })

    test('news lists page through results with ?page=', async ({ page }) => {
      await page.goto(`${prefix(locale)}/news`)
      await hydrated(page)
      const list = page.getByTestId('news-list')
      await expect(list.locator('article')).toHaveCount(9)
      const firstTitle = await list.locator('h2').first().textContent()
      const pager = page.locator('#main').getByRole('navigation', { name: t(locale, 'Pages') })
      await pager.getByRole('link', { name: '2', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/news\\?page=2$`))
      await expect(pager.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(list.locator('h2').first()).not.toHaveText(firstTitle ?? '')
      // category tabs
      await page
        .getByRole('navigation', { name: t(locale, 'News categories') })
        .getByRole('link', { name: t(locale, 'Trade News') })
        .click()
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/trade-news$`))
      await expect(page.locator('#main').getByRole('heading', { level: 1 })).toHaveText(t(locale, 'Trade News'))
    })

    test("pointing at a pager link loads that page's news, and the click shows them without another request", async ({
      page,
    }) => {
      await page.goto(`${prefix(locale)}/news`)
      await hydrated(page)
      const serverCalls: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('/_serverFn/')) serverCalls.push(r.url())
      })
      const pager = page.locator('#main').getByRole('navigation', { name: t(locale, 'Pages') })
      const pageTwo = pager.getByRole('link', { name: '2', exact: true })
      // The link's own params (page: 2, a number) are what the hover preload validates.
      // the news list's read for page 2 (its payload names the page)
      const preloaded = page.waitForResponse(
        (r) => r.url().includes('/_serverFn/') && decodeURIComponent(r.url()).includes('"page"') && r.ok(),
      )
      await pageTwo.hover()
      const titles = await (await preloaded).text()
      const callsBeforeClick = serverCalls.length
      await pageTwo.click()
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/news\\?page=2$`))
      await expect(pageTwo).toHaveAttribute('aria-current', 'page')
      const firstTitle = ((await page.getByTestId('news-list').locator('h2').first().textContent()) ?? '').trim()
      expect(firstTitle.length).toBeGreaterThan(0)
      expect(titles).toContain(firstTitle)
      expect(serverCalls).toHaveLength(callsBeforeClick)
    })

    test('a news item shows date, cover, body, neighbours and share links', async ({ page }) => {
      await page.goto(`${prefix(locale)}/exhibition-news`)
      await hydrated(page)
      const first = page.getByTestId('news-list').locator('h2 a').first()
      const title = (await first.textContent()) ?? ''
      await first.click()
      await expect(page.locator('#main').getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.locator('article time').first()).toHaveAttribute('datetime', /^\d{4}-/)
      const cover = page.locator('main article > img').first()
      await expect(cover).toHaveAttribute('width', '1200')
      await expect(cover).toHaveAttribute('height', '675')
      await expect(page.locator('#main').getByRole('link', { name: t(locale, 'Share on Weibo') })).toHaveAttribute(
        'href',
        /service\.weibo\.com.*url=http/,
      )
      await expect(
        page.locator('#main').getByRole('link', { name: new RegExp(t(locale, 'Older article')) }),
      ).toBeVisible()
    })
  })
}

async function countTopIndustries(page: Page): Promise<number> {
  const res = await page.request.get('/api/industry/tree')
  const body = (await res.json()) as { data: { tree: unknown[] } }
  return body.data.tree.length
}

test.describe('news search', () => {
  test('a Chinese keyword finds news with highlighted matches and pages', async ({ page }) => {
    await page.goto(`/search-news?keywords=${encodeURIComponent('有机')}`)
    const results = page.getByTestId('search-results')
    await expect(results.locator('li')).toHaveCount(9)
    const marks = results.locator('mark')
    expect(await marks.count()).toBeGreaterThan(5)
    for (const text of await marks.allTextContents()) expect(text).toBe('有机')
    await hydrated(page)
    await page
      .getByRole('navigation', { name: t('cn', 'Pages') })
      .getByRole('link', { name: t('cn', 'Next page') })
      .click()
    await expect(page).toHaveURL(/\/search-news\?keywords=%E6%9C%89%E6%9C%BA&page=2$/)
    await expect(results.locator('mark').first()).toHaveText('有机')
  })

  test('the form searches in English and highlights case-insensitively', async ({ page }) => {
    await page.goto('/en/search-news')
    await expect(
      page
        .locator('#main')
        .getByText(t('en', 'Enter one or more keywords to search all news. Every keyword must appear in the article.')),
    ).toBeVisible()
    await hydrated(page)
    await page.locator('#main').getByLabel(t('en', 'Search news')).fill('Organic')
    await page
      .locator('#main')
      .getByRole('button', { name: t('en', 'Search'), exact: true })
      .click()
    await expect(page).toHaveURL(/\/en\/search-news\?keywords=Organic$/)
    const marks = page.getByTestId('search-results').locator('mark')
    await expect(marks.first()).toBeVisible()
    for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toBe('organic')
  })

  test('no match shows a clear empty state, and markup in keywords stays text', async ({ page }) => {
    await page.goto(`/search-news?keywords=${encodeURIComponent('<b>zzqx</b>')}`)
    const empty = page.getByTestId('search-empty')
    await expect(empty.getByRole('heading')).toHaveText(t('cn', 'No news matches your search'))
    await expect(empty.getByRole('link', { name: t('cn', 'Browse all news') })).toBeVisible()
    await expect(page.locator('main b')).toHaveCount(0)
    await expect(page.locator('#main').getByLabel(t('cn', 'Search news'))).toHaveValue('<b>zzqx</b>')
  })
})

test.describe('home hero carousel', () => {
  test('moves with the buttons, the dots and the arrow keys', async ({ page }) => {
    await page.goto('/en/')
    await hydrated(page)
    const carousel = page.getByTestId('hero-carousel')
    await expect(carousel).toBeVisible()
    await page.getByTestId('hero-autoplay').click() // pause first so autoplay cannot interfere
    await expect(page.getByTestId('hero-autoplay')).toHaveAttribute('aria-pressed', 'true')
    await expect(carousel).toHaveAttribute('data-selected', '0')
    // The first step loads the slide show's code; a keyboard user keeps focus on the control.
    await carousel.getByRole('button', { name: t('en', 'Next slide') }).focus()
    await page.keyboard.press('Enter')
    await expect(carousel).toHaveAttribute('data-selected', '1')
    await expect(carousel.getByRole('button', { name: t('en', 'Next slide') })).toBeFocused()
    await carousel.getByRole('button', { name: t('en', 'Previous slide') }).click()
    await expect(carousel).toHaveAttribute('data-selected', '0')
    await carousel.getByRole('button', { name: 'Go to slide 3' }).click()
    await expect(carousel).toHaveAttribute('data-selected', '2')
    await carousel.getByRole('button', { name: 'Go to slide 3' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(carousel).toHaveAttribute('data-selected', '3')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(carousel).toHaveAttribute('data-selected', '1')
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveAttribute(
      'aria-label',
      t('en', 'Highlights of the fair'),
    )
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4)
  })

  test('autoplay loads the slide show and moves on after each interval', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    // The autoplay timer is set once the page has hydrated; only then may the clock move.
    await hydrated(page)
    const carousel = page.getByTestId('hero-carousel')
    await expect(carousel).toHaveAttribute('data-selected', '0')
    await expect(page.getByTestId('hero-autoplay')).toHaveAttribute('aria-pressed', 'false')
    // React shows a resolved lazy component on a timer of its own, so the fake clock keeps moving
    // in small steps until the slide changes (well short of the next 6 s step).
    const advanceUntilSelected = async (ms: number, index: string) => {
      await page.clock.runFor(ms)
      await expect
        .poll(
          async () => {
            await page.clock.runFor(100)
            return carousel.getAttribute('data-selected')
          },
          { timeout: 15_000 },
        )
        .toBe(index)
    }
    // The first autoplay step is what fetches the slide show's code.
    const code = page.waitForResponse((res) => /\/assets\/HeroCarousel-[^/]+\.js$/.test(res.url()))
    await page.clock.runFor(6_000)
    expect((await code).status()).toBe(200)
    await advanceUntilSelected(0, '1')
    await advanceUntilSelected(5_000, '2')
  })

  test('on a phone the first swipe moves the slide show, before its code has loaded', async ({ browser }) => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 375, height: 812 },
      locale: 'zh-CN',
    })
    const page = await context.newPage()
    await page.goto('/')
    await hydrated(page)
    const carousel = page.getByTestId('hero-carousel')
    await page.getByTestId('hero-autoplay').click() // paused, so only the swipe can move it
    await expect(page.getByTestId('hero-autoplay')).toHaveAttribute('aria-pressed', 'true')
    await expect(carousel).toHaveAttribute('data-selected', '0')
    const at = (clientX: number) => [{ identifier: 1, clientX, clientY: 120 }]
    await carousel.dispatchEvent('touchstart', { touches: at(300), changedTouches: at(300), targetTouches: at(300) })
    await carousel.dispatchEvent('touchend', { touches: [], changedTouches: at(120), targetTouches: [] })
    await expect(carousel).toHaveAttribute('data-selected', '1')
    await context.close()
  })

  test('does not autoplay for visitors who prefer reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', locale: 'zh-CN' })
    const page = await context.newPage()
    await page.goto('/')
    const toggle = page.getByTestId('hero-autoplay')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(toggle).toHaveAttribute('aria-label', t('cn', 'Play the slide show'))
    await context.close()
  })
})

test.describe('exhibition photos and videos', () => {
  for (const locale of LOCALES) {
    test(`opening a photo or a video updates the shared store (${locale})`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/exhibition-photos`)
      await expect(page.locator('#main').getByRole('heading', { level: 1 })).toHaveText(t(locale, 'Exhibition Photos'))
      const gallery = page.getByTestId('gallery')
      await hydrated(page)
      await expect(gallery).toHaveAttribute('data-photo-open', 'false')
      // links to the photos, taken over by the photo dialog once hydrated (ADR 028)
      const photos = gallery.locator('a[aria-haspopup="dialog"][data-photo-src]')
      expect(await photos.count()).toBeGreaterThan(10)
      await photos.first().click()
      await expect(gallery).toHaveAttribute('data-photo-open', 'true')
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(gallery).toHaveAttribute('data-photo-open', 'false')
      // album filter
      await page
        .locator('#main')
        .getByRole('button', { name: t(locale, 'Awards'), exact: true })
        .click()
      await expect(
        page.locator('#main').getByRole('button', { name: t(locale, 'Awards'), exact: true }),
      ).toHaveAttribute('aria-pressed', 'true')
      await gallery
        .getByRole('link', { name: new RegExp(`^${t(locale, 'Play video: {title}').replace('{title}', '')}`) })
        .first()
        .click()
      await expect(gallery).toHaveAttribute('data-video-open', 'true')
    })
  }
})
