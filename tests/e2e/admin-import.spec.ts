import type { Page, Request } from '@playwright/test'
import { IMPORT_COLUMNS } from '../../src/admin/import/contract'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import { TEST_ADMIN } from '../support/admin'
import { adminText } from '../support/catalog'
import { csvFile, type FileRow, goodRow, xlsxFile } from '../support/exhibitor-files'
import { xlsxBomb } from '../support/xlsx-zip'
import { acceptInvitation, createInvitation, expectNoAxeViolation, setAdminLanguage, signIn } from './admin-helpers'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

// Refused calls are answered 401/403 on purpose; the browser logs them.
test.use({ expectedConsoleErrors: [/status of (401|403)/] })

/** A catalog text with its placeholders filled (`{count, plural, … other {…}}` by its `other` form). */
function filled(locale: Locale, source: string, values: Record<string, string | number>): string {
  return adminText(locale, source)
    .replace(/\{(\w+), plural,.*other \{(.*?)\}\}/, (_, name: string, other: string) =>
      other.replace('#', String(values[name])),
    )
    .replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))
}

async function upload(page: Page, locale: Locale, name: string, bytes: Uint8Array, mimeType: string) {
  await page
    .getByLabel(adminText(locale, 'CSV or XLSX file (at most 5 MB)'))
    .setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) })
  await page.getByRole('button', { name: adminText(locale, 'Check the file') }).click()
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(filled(locale, 'Preview of {file}', { file: name }))
  await hydrated(page)
}

async function searchDirectory(page: Page, path: string, stamp: string) {
  await page.goto(`${path}?q=${stamp}`)
  return page.getByRole('main')
}

for (const locale of LOCALES) {
  test(`${locale}: import exhibitors with one bad row (nothing written until fixed), then re-import (no change), then edit one`, async ({
    page,
  }) => {
    const stamp = `e2e${locale}${Date.now()}`
    // Chinese and English names both carry the stamp, so a directory search by it finds them.
    const rows: FileRow[] = [1, 2].map((n) =>
      goodRow(n, {
        external_id: `${stamp}-${n}`,
        name_cn: `导入测试公司${n} ${stamp}`,
        name_en: `Import Test Company ${n} ${stamp}`,
      }),
    )
    const bad = [rows[0] ?? {}, { ...rows[1], industry_codes: 'food-grains no-such-industry' }]
    // Chinese editors get the CSV (with BOM, as Excel writes it), English ones the XLSX.
    const file = async (content: FileRow[]) =>
      locale === 'cn'
        ? { name: `exhibitors-${stamp}.csv`, bytes: csvFile(content), type: 'text/csv' }
        : {
            name: `exhibitors-${stamp}.xlsx`,
            bytes: await xlsxFile(content),
            type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          }

    await setAdminLanguage(page, locale)
    await signIn(page, locale, TEST_ADMIN.email, TEST_ADMIN.password)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Dashboard'))
    await page.getByRole('link', { name: adminText(locale, 'Import exhibitors') }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Import exhibitors'))
    await hydrated(page)
    await expectNoAxeViolation(page)

    // One bad row: its row and column are named, and nothing can be imported.
    const withError = await file(bad)
    await upload(page, locale, withError.name, withError.bytes, withError.type)
    await expect(page.getByRole('alert')).toHaveText(
      adminText(
        locale,
        'Some rows have errors, so nothing can be imported. Correct them in the file and upload it again.',
      ),
    )
    const errorRow = page.getByRole('row').filter({ hasText: `${stamp}-2` })
    await expect(errorRow.getByRole('cell').first()).toHaveText('3')
    await expect(errorRow).toContainText(
      filled(locale, 'Column {column}: {problem}', {
        column: 'industry_codes',
        problem: adminText(locale, 'unknown industry code'),
      }),
    )
    await expect(errorRow).toContainText('no-such-industry')
    await expect(
      page.getByRole('button', {
        name: filled(locale, 'Import {count, plural, one {# exhibitor} other {# exhibitors}}', { count: 2 }),
      }),
    ).toHaveCount(0)
    await expectNoAxeViolation(page)
    const directory = await searchDirectory(page, locale === 'cn' ? '/directories' : '/en/directories', stamp)
    await expect(directory.getByText(`${stamp}`)).toHaveCount(0)

    // The fixed file: two new exhibitors, imported, and on both public directories.
    await page.goto('/admin/import')
    await hydrated(page)
    const fixed = await file(rows)
    await upload(page, locale, fixed.name, fixed.bytes, fixed.type)
    for (const n of [1, 2])
      await expect(page.getByRole('row').filter({ hasText: `${stamp}-${n}` })).toContainText(
        filled(locale, 'New: {name}', { name: `导入测试公司${n} ${stamp}` }),
      )
    await page
      .getByRole('button', {
        name: filled(locale, 'Import {count, plural, one {# exhibitor} other {# exhibitors}}', { count: 2 }),
      })
      .click()
    await expect(page.getByRole('status')).toHaveText(
      filled(locale, 'Imported: {created} new, {updated} changed. The directory shows them within seconds.', {
        created: 2,
        updated: 0,
      }),
      { timeout: 15_000 },
    )
    for (const [path, name] of [
      ['/directories', `导入测试公司1 ${stamp}`],
      ['/en/directories', `Import Test Company 1 ${stamp}`],
    ] as const) {
      await expect(async () => {
        const main = await searchDirectory(page, path, stamp)
        await expect(main.getByText(name)).toBeVisible({ timeout: 500 })
      }).toPass({ timeout: 10_000 })
    }

    // The same file again: everything unchanged, nothing to import.
    await page.goto('/admin/import')
    await hydrated(page)
    await upload(page, locale, fixed.name, fixed.bytes, fixed.type)
    await expect(page.getByRole('status')).toHaveText(
      adminText(locale, 'No change: the directory already matches this file. Nothing will be written.'),
    )
    const unchanged = page.getByRole('definition').nth(3)
    await expect(unchanged).toHaveText('2')
    await expect(page.getByRole('button', { name: /2/ })).toHaveCount(0)
    await expect(page.getByRole('table')).toHaveCount(0)
    await expectNoAxeViolation(page)

    // An imported exhibitor in the generic screens: a switch and industry codes, checked by the server.
    await page.getByRole('link', { name: adminText(locale, 'Exhibitors in the directory') }).click()
    await page.getByRole('link', { name: `导入测试公司1 ${stamp}` }).click()
    // The list's filter has the same label as the form's switch: wait for the form's screen.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(adminText(locale, 'Edit item'))
    await hydrated(page)
    const pavilion = page.getByRole('checkbox', { name: adminText(locale, 'In the German Pavilion') })
    await expect(pavilion).toBeChecked()
    await pavilion.uncheck()
    const codes = page.getByLabel(adminText(locale, 'Industry codes (separated by commas)'))
    await expect(codes).toHaveValue('food-grains, food-tea-coffee')
    await codes.fill('food-grains, no-such-industry')
    await page.getByRole('button', { name: adminText(locale, 'Save') }).click()
    await expect(codes).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(adminText(locale, 'One of these codes does not exist.'))).toBeVisible()
    await expectNoAxeViolation(page)
    await codes.fill('food-grains')
    await page.getByRole('button', { name: adminText(locale, 'Save') }).click()
    await expect(page.getByRole('status')).toHaveText(
      adminText(locale, 'Saved. The public pages show it within seconds.'),
    )
    await page.reload()
    await expect(page.getByRole('checkbox', { name: adminText(locale, 'In the German Pavilion') })).not.toBeChecked()
    await expect(page.getByLabel(adminText(locale, 'Industry codes (separated by commas)'))).toHaveValue('food-grains')
  })
}

for (const locale of LOCALES) {
  test(`${locale}: a zip bomb (a small XLSX that unpacks to 300 MB) is refused as too large once unpacked`, async ({
    page,
  }) => {
    await setAdminLanguage(page, locale)
    await signIn(page, locale, TEST_ADMIN.email, TEST_ADMIN.password)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Dashboard'))
    await page.goto('/admin/import')
    await hydrated(page)
    const bomb = await xlsxBomb(IMPORT_COLUMNS, 300)
    await page
      .getByLabel(adminText(locale, 'CSV or XLSX file (at most 5 MB)'))
      .setInputFiles({ name: 'exhibitors.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from(bomb) })
    await page.getByRole('button', { name: adminText(locale, 'Check the file') }).click()
    await expect(page.getByRole('alert')).toHaveText(
      filled(
        locale,
        'The spreadsheet holds more than {max} MB of data once unpacked (an XLSX file is compressed). Split it into several files.',
        { max: 50 },
      ),
    )
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0)
  })
}

test('sales and signed-out visitors are refused the import, on the screen and on the server', async ({
  page,
  browser,
  playwright,
}) => {
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Dashboard'))
  await page.goto('/admin/import')
  await hydrated(page)
  // The admin's own upload call, to replay as sales and signed out: refused before the file is read.
  const stamp = `refused${Date.now()}`
  const [uploadCall] = await Promise.all([
    page.waitForRequest((r: Request) => r.url().includes('/_serverFn/') && r.method() === 'POST'),
    upload(page, 'en', `${stamp}.csv`, csvFile([goodRow(1, { external_id: stamp })]), 'text/csv'),
  ])
  const salesEmail = `sales-import-${Date.now()}@fair.test`
  const { link } = await createInvitation(page, 'en', salesEmail, 'sales')
  const sales = await acceptInvitation(browser, link, 'en', salesEmail, 'a sales password 12')
  await signIn(sales, 'en', salesEmail, 'a sales password 12')
  await expect(sales.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Dashboard'))
  await expect(sales.getByRole('link', { name: adminText('en', 'Import exhibitors') })).toHaveCount(0)
  await sales.goto('/admin/import')
  await expect(sales.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'No access'))

  const http = await playwright.request.newContext()
  // Chromium does not hand the file part of a multipart body to the test, so the same form is sent anew,
  // with the headers the page's own call carried.
  const { cookie: _, 'content-type': __, ...headers } = uploadCall.headers()
  const replay = (cookie: string) =>
    http.fetch(uploadCall.url(), {
      method: 'POST',
      headers: { ...headers, cookie, origin: new URL(uploadCall.url()).origin, 'sec-fetch-site': 'same-origin' },
      multipart: {
        file: { name: `${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csvFile([goodRow(1)])) },
      },
      failOnStatusCode: false,
    })
  const salesCookie = (await sales.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  expect((await replay(salesCookie)).status()).toBe(403)
  expect((await replay('admin_locale=en')).status()).toBe(401)
  // The same call with the admin's session is answered: the refusals above are the role's.
  const adminCookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  expect((await replay(adminCookie)).status()).toBe(200)
  // A body that is not form data is the sender's fault: 400, and nothing is read or written.
  const broken = await http.fetch(uploadCall.url(), {
    method: 'POST',
    headers: {
      ...headers,
      cookie: adminCookie,
      origin: new URL(uploadCall.url()).origin,
      'sec-fetch-site': 'same-origin',
      'content-type': 'multipart/form-data; boundary=XYZ',
    },
    data: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\ncut off',
    failOnStatusCode: false,
  })
  expect(broken.status()).toBe(400)
  await http.dispose()
  await sales.context().close()
})
