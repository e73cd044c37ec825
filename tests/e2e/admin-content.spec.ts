import type { Page } from '@playwright/test'
import sharp from 'sharp'
import type { Locale } from '../../src/i18n/locales'
import { TEST_ADMIN } from '../support/admin'
import { adminText } from '../support/catalog'
import { PDF_BYTES } from '../support/images'
import { expectNoAxeViolation, field, onPublicPage, save, setAdminLanguage, signIn } from './admin-helpers'
import { expect, test } from './fixtures'
import { hydrated, settledAt } from './layout-helpers'

// Content types of the generic screens (ADR 019) with the media-library picker, one UI language each.

/** Uploads a file to the library (fresh bytes per run, so it is a new file) and returns its name. */
async function upload(page: Page, locale: Locale, name: string, bytes: Uint8Array, alt: { cn: string; en: string }) {
  await page.goto('/admin/media')
  await hydrated(page)
  await page.getByLabel(adminText(locale, 'Picture (JPEG, PNG, WebP, AVIF) or PDF')).setInputFiles({
    name,
    mimeType: name.endsWith('.pdf') ? 'application/pdf' : 'image/png',
    buffer: Buffer.from(bytes),
  })
  await page.getByLabel(adminText(locale, 'Description in Chinese (for screen readers)')).fill(alt.cn)
  await page.getByLabel(adminText(locale, 'Description in English (for screen readers)')).fill(alt.en)
  await page.getByRole('button', { name: adminText(locale, 'Upload'), exact: true }).click()
  await expect(page.getByRole('status')).toHaveText(adminText(locale, 'Uploaded: {name}.').replace('{name}', name))
}

/** Opens the picker of `label`, searches the library for `query` and picks `option`, by keyboard. */
async function pick(page: Page, locale: Locale, label: string, query: string, option: string) {
  const opener = page.getByRole('button', { name: `${label}: ${adminText(locale, 'Choose from the library')}` })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(adminText(locale, 'Search by file name or description')).fill(query)
  await page.keyboard.press('Enter')
  const choice = dialog.getByRole('button', { name: option })
  await expect(dialog.getByRole('listitem')).toHaveCount(1)
  await choice.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  // Focus is back where the picker was opened, which now names the choice.
  await expect(opener).toBeFocused()
  await expect(opener).toHaveAccessibleDescription(option)
}

test('an editor adds a home page slide with a library picture, puts it first, sees it on both sites, switches it off and it is gone', async ({
  page,
}) => {
  const locale = 'cn'
  await setAdminLanguage(page, locale)
  await signIn(page, locale, TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Dashboard'))
  const stamp = Date.now()
  const file = `slide-${stamp}.png`
  const picture = await sharp({
    create: { width: 1600, height: 640, channels: 3, background: { r: 40, g: 120, b: stamp % 255 } },
  })
    .png()
    .toBuffer()
  await upload(page, locale, file, new Uint8Array(picture), { cn: '新展区', en: 'New hall' })

  await page.goto('/admin/content')
  await hydrated(page)
  await page.getByRole('link', { name: adminText(locale, 'Home page slides') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Home page slides'))
  await expectNoAxeViolation(page)
  await page.getByRole('link', { name: adminText(locale, 'Add') }).click()
  await hydrated(page)
  const title = { cn: `新展区开放 ${stamp}`, en: `The new hall opens ${stamp}` }
  // Nothing chosen yet: a slide needs its picture.
  await field(page, locale, 'Title', 'Chinese').fill(title.cn)
  await field(page, locale, 'Title', 'English').fill(title.en)
  await field(page, locale, 'Link (a path of this site or https)').fill('//elsewhere.example')
  await page.getByRole('button', { name: adminText(locale, 'Save'), exact: true }).click()
  await expect(field(page, locale, 'Link (a path of this site or https)')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(adminText(locale, 'Fill this in.'))).toBeVisible()
  await pick(page, locale, adminText(locale, 'Picture'), file, `${file} — 新展区`)
  await expectNoAxeViolation(page)
  await field(page, locale, 'Link (a path of this site or https)').fill('/visitor-guide')
  await field(page, locale, 'Text', 'Chinese').fill('N6 馆首次亮相。')
  await field(page, locale, 'Text', 'English').fill('Hall N6 for the first time.')
  await page.getByRole('button', { name: adminText(locale, 'Save'), exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/content\/heroSlides\/\d+\?created=1$/, { timeout: 15_000 })
  const editUrl = page.url().replace(/\?.*$/, '')
  // The scan is of the item's own screen, not of the new-item screen it is replacing.
  await settledAt(page, new URL(editUrl).pathname)
  await expectNoAxeViolation(page)

  // Moved to the front of the slide show by keyboard: the first slide is the server-rendered one.
  await page.goto('/admin/content/heroSlides')
  await hydrated(page)
  const links = page.getByTestId('collection-list').locator('tbody').getByRole('link')
  await expect(links.last()).toHaveText(title.cn)
  const up = page.getByRole('button', { name: `${adminText(locale, 'Move up')}: ${title.cn}` })
  while ((await links.first().textContent()) !== title.cn) {
    const before = await links.allTextContents()
    await up.focus()
    await page.keyboard.press('Enter')
    await expect(links.nth(before.indexOf(title.cn) - 1)).toHaveText(title.cn)
  }

  for (const [path, text] of [
    ['/', title.cn],
    ['/en', title.en],
  ] as const) {
    await onPublicPage(page, path, async () => {
      const slide = page.getByTestId('hero').getByRole('group').first()
      await expect(slide.getByRole('link', { name: text })).toHaveAttribute('href', '/visitor-guide', { timeout: 500 })
      // The library's renditions, at the picture's own size: nothing moves when it arrives.
      const img = slide.locator('img')
      await expect(img).toHaveAttribute('srcset', /\/uploads\/\S+\.webp \d+w/)
      await expect(img).toHaveAttribute('width', '1600')
      await expect(img).toHaveAttribute('height', '640')
    })
  }

  // Switched off: kept and marked in the list, gone from both sites.
  await page.goto(editUrl)
  await hydrated(page)
  await field(page, locale, 'Hidden from the public site').check()
  await save(page, locale)
  await page.goto('/admin/content/heroSlides')
  await hydrated(page)
  await expect(page.getByRole('row', { name: new RegExp(title.cn) })).toContainText(adminText(locale, 'Hidden'))
  await expectNoAxeViolation(page)
  for (const [path, text] of [
    ['/', title.cn],
    ['/en', title.en],
  ] as const) {
    await onPublicPage(page, path, async () => {
      await expect(page.getByTestId('hero')).toBeVisible({ timeout: 500 })
      await expect(page.getByText(text)).toHaveCount(0, { timeout: 500 })
    })
  }

  // The picture is in use: the library keeps it. Then the slide goes, and the seeded first slide is back.
  await page.goto('/admin/media')
  await hydrated(page)
  await page.getByRole('button', { name: adminText(locale, 'Delete {name}').replace('{name}', file) }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: `${adminText(locale, 'Delete for good')}: ${file}` })
    .click()
  await expect(page.getByRole('alert')).toContainText('heroSlides')
  await page.goto('/admin/content/heroSlides')
  await hydrated(page)
  await page.getByRole('button', { name: `${adminText(locale, 'Delete')}: ${title.cn}` }).click()
  await page.getByRole('button', { name: `${adminText(locale, 'Delete for good')}: ${title.cn}` }).click()
  await expect(page.getByRole('status')).toHaveText(adminText(locale, 'Deleted.'))
})

test('an editor adds a download with a PDF from the library in English; the public list shows its type and size', async ({
  page,
}) => {
  const locale = 'en'
  await setAdminLanguage(page, locale)
  await signIn(page, locale, TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Dashboard'))
  const stamp = Date.now()
  const file = `exhibitor-guide-${stamp}.pdf`
  // A comment after the end marker makes the bytes (and so the library file) new on every run.
  const pdf = new Uint8Array([...PDF_BYTES, ...new TextEncoder().encode(`% ${stamp}\n`)])
  await upload(page, locale, file, pdf, { cn: '展商手册', en: 'Exhibitor guide' })

  await page.goto('/admin/content')
  await hydrated(page)
  await page.getByRole('link', { name: adminText(locale, 'Downloads') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Downloads'))
  await page.getByRole('link', { name: adminText(locale, 'Add') }).click()
  await hydrated(page)
  const title = { cn: `展商手册 ${stamp}`, en: `Exhibitor guide ${stamp}` }
  await field(page, locale, 'Title', 'Chinese').fill(title.cn)
  await field(page, locale, 'Title', 'English').fill(title.en)
  await pick(page, locale, adminText(locale, 'PDF file'), String(stamp), `${file} — Exhibitor guide`)
  await expectNoAxeViolation(page)
  await page.getByRole('button', { name: adminText(locale, 'Save'), exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/content\/downloads\/\d+\?created=1$/, { timeout: 15_000 })
  const editUrl = page.url().replace(/\?.*$/, '')

  for (const [path, text] of [
    ['/download', title.cn],
    ['/en/download', title.en],
  ] as const) {
    await onPublicPage(page, path, async () => {
      const row = page.getByTestId('downloads').getByRole('row', { name: new RegExp(text) })
      await expect(row).toContainText('PDF', { timeout: 500 })
      await expect(row.getByRole('link')).toHaveAttribute('href', /\/uploads\/\S+\/document\.pdf$/)
    })
  }

  await page.goto(editUrl)
  await hydrated(page)
  await page.getByRole('link', { name: `← ${adminText(locale, 'Back to the list')}` }).click()
  await hydrated(page)
  await page.getByRole('button', { name: `${adminText(locale, 'Delete')}: ${title.cn}` }).click()
  await page.getByRole('button', { name: `${adminText(locale, 'Delete for good')}: ${title.cn}` }).click()
  await expect(page.getByRole('status')).toHaveText(adminText(locale, 'Deleted.'))
})

test('an editor adds a hotel through the generic content screens, moves it by keyboard and deletes it; both public sites follow', async ({
  page,
}) => {
  await setAdminLanguage(page, 'cn')
  await signIn(page, 'cn', TEST_ADMIN.email, TEST_ADMIN.password)
  await page.getByRole('link', { name: adminText('cn', 'Content'), exact: true }).click()
  await page.getByRole('link', { name: adminText('cn', 'Hotels') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('cn', 'Hotels'))
  await page.getByRole('link', { name: adminText('cn', 'Add') }).click()
  await hydrated(page)
  const stamp = Date.now()
  await field(page, 'cn', 'Name', 'Chinese').fill(`展馆花园酒店 ${stamp}`)
  await field(page, 'cn', 'Name', 'English').fill(`Expo Garden Hotel ${stamp}`)
  await field(page, 'cn', 'Room type', 'Chinese').fill('大床房')
  await field(page, 'cn', 'Room type', 'English').fill('Double room')
  await field(page, 'cn', 'Travel time to the venue', 'Chinese').fill('步行 5 分钟')
  await field(page, 'cn', 'Travel time to the venue', 'English').fill('5 minutes on foot')
  await field(page, 'cn', 'Free services', 'Chinese').fill('早餐')
  await field(page, 'cn', 'Free services', 'English').fill('Breakfast')
  await field(page, 'cn', 'Fair rate per night (CNY)').fill('六百')
  await page.getByRole('button', { name: adminText('cn', 'Save') }).click()
  await expect(field(page, 'cn', 'Fair rate per night (CNY)')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(adminText('cn', 'Enter a number.'))).toBeVisible()
  await field(page, 'cn', 'Fair rate per night (CNY)').fill('688')
  await page.getByRole('button', { name: adminText('cn', 'Save') }).click()
  // Saved, the new item has its own address, and its page says it was saved.
  await expect(page).toHaveURL(/\/admin\/content\/hotels\/\d+\?created=1$/, { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${adminText('cn', 'Hotels')}: ${adminText('cn', 'Edit item')}`,
  )
  await expect(page.getByRole('status')).toHaveText(adminText('cn', 'Saved. The public pages show it within seconds.'))
  await expectNoAxeViolation(page)

  for (const [path, name] of [
    ['/visitor-guide', `展馆花园酒店 ${stamp}`],
    ['/en/visitor-guide', `Expo Garden Hotel ${stamp}`],
  ] as const) {
    await onPublicPage(page, path, () => expect(page.getByText(name)).toBeVisible({ timeout: 500 }))
  }

  // Last in the list; one press of Enter on "move up" puts it before its neighbour.
  await page.goto('/admin/content/hotels')
  await hydrated(page)
  const links = page.getByTestId('collection-list').locator('tbody').getByRole('link')
  await expect(links.last()).toHaveText(`展馆花园酒店 ${stamp}`)
  await page.getByRole('button', { name: `${adminText('cn', 'Move up')}: 展馆花园酒店 ${stamp}` }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toHaveText(adminText('cn', 'Moved.'))
  await expect(links.nth(-2)).toHaveText(`展馆花园酒店 ${stamp}`)
  await expectNoAxeViolation(page)

  await page.getByRole('button', { name: `${adminText('cn', 'Delete')}: 展馆花园酒店 ${stamp}` }).click()
  await page.getByRole('button', { name: `${adminText('cn', 'Delete for good')}: 展馆花园酒店 ${stamp}` }).click()
  await expect(page.getByRole('status')).toHaveText(adminText('cn', 'Deleted.'))
  await expect(page.getByRole('link', { name: `展馆花园酒店 ${stamp}` })).toHaveCount(0)
  await onPublicPage(page, '/en/visitor-guide', () =>
    expect(page.getByText(`Expo Garden Hotel ${stamp}`)).toHaveCount(0, { timeout: 500 }),
  )
})
