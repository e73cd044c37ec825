import sharp from 'sharp'
import { TEST_ADMIN } from '../support/admin'
import { adminText } from '../support/catalog'
import { PDF_BYTES, photoWithExif } from '../support/images'
import { expectNoAxeViolation, onPublicPage, setAdminLanguage, signIn } from './admin-helpers'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

// The media library (src/admin/media): uploads checked by their bytes and cleaned of their metadata,
// renditions on the public page, and no deleting a file that content uses.

test('an editor uploads a photo (its EXIF is gone), a PDF renamed .jpg is refused, and the photo becomes a cover that cannot be deleted while used', async ({
  page,
}) => {
  await setAdminLanguage(page, 'cn')
  await signIn(page, 'cn', TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('cn', 'Dashboard'))
  await page.getByRole('link', { name: adminText('cn', 'Media library') }).click()
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('cn', 'Media library'))

  // A phone photo with camera and GPS data; a fresh size per run, so it is a new file.
  const name = `hall-${Date.now()}.jpg`
  const photo = await photoWithExif(1400 + (Date.now() % 200), 900)
  await page.getByLabel(adminText('cn', 'Picture (JPEG, PNG, WebP, AVIF) or PDF')).setInputFiles({
    name,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(photo),
  })
  await page.getByLabel(adminText('cn', 'Description in Chinese (for screen readers)')).fill('五号馆入口')
  await page.getByLabel(adminText('cn', 'Description in English (for screen readers)')).fill('Entrance of hall N5')
  await page.getByRole('button', { name: adminText('cn', 'Upload'), exact: true }).click()
  await expect(page.getByRole('status')).toHaveText(adminText('cn', 'Uploaded: {name}.').replace('{name}', name))
  const link = page.getByRole('link', { name })
  await expect(link).toBeVisible()
  // What the site serves has no EXIF (no camera, no position) and is cached for good.
  const served = await page.request.get((await link.getAttribute('href')) ?? '')
  expect(served.status()).toBe(200)
  expect(served.headers()['cache-control']).toContain('immutable')
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined()
  await expectNoAxeViolation(page)

  // A PDF dressed up as a photo.
  await page.getByLabel(adminText('cn', 'Picture (JPEG, PNG, WebP, AVIF) or PDF')).setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(PDF_BYTES),
  })
  await page.getByRole('button', { name: adminText('cn', 'Upload'), exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText(
    adminText(
      'cn',
      "The file's name does not match its content (for example a PDF renamed to .jpg). Nothing was saved.",
    ),
  )
  await expect(page.getByRole('link', { name: 'photo.jpg' })).toHaveCount(0)

  // The photo as a published item's cover, on the public page at its fixed size.
  await page.goto('/admin/news/new')
  await hydrated(page)
  const chinese = page.getByRole('group', { name: adminText('cn', 'Chinese') })
  await chinese.getByLabel(adminText('cn', 'Title')).fill(`五号馆新入口 ${Date.now()}`)
  const choose = page.getByRole('button', {
    name: `${adminText('cn', 'Cover picture')}: ${adminText('cn', 'Choose from the library')}`,
  })
  await choose.click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `${name} — 五号馆入口` })
    .click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(choose).toHaveAccessibleDescription(`${name} — 五号馆入口`)
  await page.getByLabel(adminText('cn', 'Status')).selectOption('published')
  await page.getByLabel(adminText('cn', 'Publish date and time (Beijing time)')).fill('2026-01-02T09:00')
  await page.getByRole('button', { name: adminText('cn', 'Publish now'), exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/news\/\d+\?created=1$/)
  const id = /\/admin\/news\/(\d+)\?/.exec(page.url())?.[1] ?? ''
  await onPublicPage(page, `/news/${id}`, async () => {
    const cover = page.locator('main img[src*="/uploads/"]').first()
    await expect(cover).toBeVisible({ timeout: 500 })
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // Renditions for every screen: 480, 960 and 1600 px wide WebP (the photo is wider than 1400 px).
    expect(await cover.getAttribute('srcset')).toMatch(/w480\.webp 480w, .*w960\.webp 960w, .*\.webp \d+w$/)
    expect(await cover.getAttribute('sizes')).toBeTruthy()
  })

  // In use: the library refuses to delete it and says where it is used.
  await page.goto('/admin/media')
  await hydrated(page)
  await page.getByRole('button', { name: adminText('cn', 'Delete {name}').replace('{name}', name) }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: `${adminText('cn', 'Delete for good')}: ${name}` })
    .click()
  await expect(page.getByRole('alert')).toContainText(`news ${id}`)
  await expect(page.getByRole('link', { name })).toBeVisible()
})
