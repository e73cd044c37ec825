import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import { chromiumPath } from '../setup/chromium'
import { TEST_ADMIN } from '../support/admin'
import { adminText, t } from '../support/catalog'
import { writeQrVideo } from '../support/qr-video'
import { expectNoAxeViolation, setAdminLanguage, signIn } from './admin-helpers'
import { expect, test } from './fixtures'
import { hydrated, path } from './layout-helpers'
import {
  badgeLinksFromOutbox,
  confirmInBrowser,
  confirmLinkFromOutbox,
  fillRegistration,
  person,
  registerByApi,
} from './visitor-helpers'

// Issue 26 end to end: a trade visitor registers, the badge arrives by mail (the outbox: no SMTP
// server here), the badge page shows the QR code, and the door checks the badge in, online and
// offline. In the back-office project: the check-in and the outbox need a signed-in admin.

// Whole journeys over two browsers with sign-ins (a deliberately slow password hash): more than the
// project's 90 s on a busy machine.
test.describe.configure({ timeout: 180_000 })

/** The newest badge link mailed to `email`; there must be `count` badge mails. */
const badgeLinkFromOutbox = async (office: Page, email: string, count = 1) =>
  (await badgeLinksFromOutbox(office, email, count))[0] ?? ''

/** Confirms `email`'s registration from its mailed link in `page` (ADR 037); the badge's address. */
const confirmedBadgeLink = async (page: Page, locale: Locale, email: string) =>
  confirmInBrowser(page, locale, await confirmLinkFromOutbox(page, email))

/** Signs the admin in on `page` in English and waits for the office's menu. */
async function signInOffice(page: Page) {
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('link', { name: adminText('en', 'Check-in') })).toBeVisible()
}

async function checkIn(office: Page, code: string) {
  await office.getByLabel(adminText('en', 'Badge code')).fill(code)
  await office.getByRole('button', { name: adminText('en', 'Check in') }).click()
}

for (const locale of LOCALES) {
  test(`a visitor registers, gets the badge by mail and is checked in once (${locale})`, async ({ page, browser }) => {
    const who = person(locale)
    await page.goto(path(locale, '/register'))
    await hydrated(page)
    await fillRegistration(page, locale, who)
    await page.getByRole('button', { name: t(locale, 'Register and get my e-badge') }).click()
    await expect(page.getByTestId('register-success')).toContainText(
      t(locale, 'Thank you. We have sent a mail to the address you gave: open it to get your e-badge.'),
    )
    // Nothing personal went into an address.
    expect(page.url()).not.toContain(encodeURIComponent(who.email))

    const officeContext = await browser.newContext()
    const office = await officeContext.newPage()
    await signInOffice(office)
    // The visitor opens the mailed link and confirms (ADR 037); the badge is mailed too.
    const link = await confirmInBrowser(page, locale, await confirmLinkFromOutbox(office, who.email))
    expect(new URL(link).pathname.startsWith(path(locale, '/badge/'))).toBe(true)
    expect(new URL(await badgeLinkFromOutbox(office, who.email)).pathname).toBe(new URL(link).pathname)

    const badgePage = await page.goto(link)
    expect(badgePage?.headers()['cache-control']).toBe('no-store')
    expect(badgePage?.headers()['x-robots-tag']).toContain('noindex')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    const badge = page.getByTestId('badge')
    await expect(badge.getByRole('heading', { level: 1 })).toHaveText(who.name)
    await expect(badge).toContainText(who.company)
    await expect(badge).toContainText(t(locale, 'Retail'))
    await expect(badge.getByRole('img', { name: t(locale, 'QR code of your badge') })).toBeVisible()
    const code = ((await page.getByTestId('badge-code').textContent()) ?? '').trim()
    expect(code.replace(/ /g, '')).toBe(new URL(link).pathname.split('/').pop())
    await expect(badge.getByRole('link', { name: t(locale, 'Add to calendar') })).toHaveAttribute(
      'href',
      locale === 'en' ? '/api/calendar.ics?lang=en' : '/api/calendar.ics',
    )

    // The door: the gate is named once, then the typed code is green, and amber the second time.
    await office.getByRole('link', { name: adminText('en', 'Check-in') }).click()
    await hydrated(office)
    await office.getByLabel(adminText('en', 'Gate'), { exact: true }).fill('North 1')
    await office.getByRole('button', { name: adminText('en', 'Use this gate') }).click()
    await expect(office.getByTestId('check-in-gate')).toHaveText('North 1')
    await checkIn(office, code.toLowerCase())
    const answer = office.getByTestId('check-in-answer')
    await expect(answer).toHaveAttribute('data-outcome', 'first', { timeout: 15_000 })
    await expect(answer).toContainText(adminText('en', 'Welcome: checked in'))
    await expect(answer).toContainText(who.name)
    await expect(answer).toContainText(who.company)
    // A visitor who came without the badge gets a printed label: on paper, only the label.
    await office.getByRole('button', { name: adminText('en', 'Print a badge label') }).click()
    const label = office.getByTestId('badge-label')
    await expect(label).toContainText(who.name)
    await expect(label).toContainText(who.company)
    await expect(label.getByRole('img', { name: adminText('en', 'QR code of the badge') })).toBeVisible()
    await office.emulateMedia({ media: 'print' })
    await expect(label).toBeVisible()
    await expect(office.getByRole('heading', { level: 1 })).toBeHidden()
    await office.emulateMedia({ media: 'screen' })
    await checkIn(office, code)
    await expect(answer).toHaveAttribute('data-outcome', 'repeat', { timeout: 15_000 })
    await expect(answer).toContainText(adminText('en', 'Already checked in'))
    await expect(answer).toContainText('North 1')
    await checkIn(office, 'AAAA AAAA AAAA AAAA AAAA AAAA AA')
    await expect(answer).toHaveAttribute('data-outcome', 'unknown')
    await expect(answer).toContainText(adminText('en', 'Unknown badge: not admitted'))
    await officeContext.close()
  })
}

test('bad input gets field messages and stores nothing; a repeat mails the badge on file again', async ({
  page,
  browser,
}) => {
  const locale = 'en'
  const who = person(locale)
  await page.goto(path(locale, '/register'))
  await hydrated(page)
  await fillRegistration(page, locale, who)
  const form = page.getByTestId('register-form')
  await form.getByRole('textbox', { name: t(locale, 'Real name'), exact: true }).fill('x'.repeat(2000))
  await form.getByRole('textbox', { name: t(locale, 'Mobile number'), exact: true }).fill('12345')
  await form
    .getByLabel(
      t(locale, 'I have read the privacy notice and agree that my details are used for my registration and badge.'),
    )
    .uncheck()
  await page.getByRole('button', { name: t(locale, 'Register and get my e-badge') }).click()
  await expect(form.locator('[data-error-for="truename"]')).toHaveText(t(locale, 'This entry is too long'))
  await expect(form.locator('[data-error-for="mobile"]')).toHaveText(
    t(
      locale,
      'Please enter an 11-digit mainland mobile number, or an international one starting with + and the country code',
    ),
  )
  await expect(form.locator('[data-error-for="consentPrivacy"]')).toHaveText(
    t(locale, 'Please agree to the privacy notice before submitting'),
  )
  await expect(form.getByRole('textbox', { name: t(locale, 'Real name'), exact: true })).toBeFocused()

  // The same refusal from the server when the browser's checks are skipped.
  const refused = await page.request.post('/api/visitorRegistration', {
    headers: { lang: 'en' },
    data: { truename: 'x'.repeat(2000), mobile: '12345', email: who.email, website: '' },
  })
  expect(refused.status()).toBe(400)

  const officeContext = await browser.newContext()
  const office = await officeContext.newPage()
  await signInOffice(office)
  await office.goto('/admin/outbox')
  await expect(office.getByRole('cell', { name: who.email })).toHaveCount(0)

  // Registered and confirmed, then again with the same e-mail and another name and mobile: the badge
  // on file goes again to that address, and nothing changes.
  const rest = { jobTitle: 'Buyer', country: 'CN', province: '31', visitorType: 'media', purchasingRole: 'none' }
  await registerByApi(page, locale, who, rest)
  const first = await confirmedBadgeLink(office, locale, who.email)
  await registerByApi(page, locale, { ...who, name: 'Someone Else', mobile: '+8613700000009' }, rest)
  const [again] = await badgeLinksFromOutbox(office, who.email, 2)
  expect(again).toBe(first)
  await officeContext.close()
})

test('the door keeps checking in without a network and sends the scans when it is back', async ({ page, context }) => {
  const who = person('en')
  await registerByApi(page, 'en', who, {
    jobTitle: 'Chef',
    country: 'DE',
    visitorType: 'catering_hotel',
    purchasingRole: 'recommends',
  })
  await signInOffice(page)
  const code = new URL(await confirmedBadgeLink(page, 'en', who.email)).pathname.split('/').pop() ?? ''

  await page.goto('/admin/check-in')
  await hydrated(page)
  await page.getByLabel(adminText('en', 'Gate'), { exact: true }).fill('South 3')
  await page.getByRole('button', { name: adminText('en', 'Use this gate') }).click()
  // The day's badges are on the device before the network goes.
  await expect(page.getByTestId('check-in-device')).toContainText(/\d+/)

  await context.setOffline(true)
  await checkIn(page, code)
  const answer = page.getByTestId('check-in-answer')
  await expect(answer).toHaveAttribute('data-outcome', 'first')
  await expect(answer).toContainText(who.name)
  await expect(answer).toContainText(
    adminText('en', "No network: checked against this device's list; the scan is sent when the network is back."),
  )
  await expect(page.getByTestId('check-in-queued')).toBeVisible()
  await checkIn(page, code)
  await expect(answer).toHaveAttribute('data-outcome', 'repeat')

  await context.setOffline(false)
  await expect(page.getByTestId('check-in-synced')).toBeVisible()
  await expect(page.getByTestId('check-in-queued')).toHaveCount(0)
  // The server has it: online now, the badge is a repeat, first checked in at gate South 3.
  await checkIn(page, code)
  await expect(answer).toHaveAttribute('data-outcome', 'repeat')
  await expect(answer).not.toContainText(
    adminText('en', "No network: checked against this device's list; the scan is sent when the network is back."),
  )
  await expect(answer).toContainText('South 3')

  // Signing out leaves nothing of the door on the device: no database, no cached check-in page (ADR 038).
  const doorData = () =>
    page.evaluate(async () => ({
      databases: (await indexedDB.databases()).map((db) => db.name).filter((name) => name === 'check-in'),
      caches: (await caches.keys()).filter((name) => name.startsWith('check-in')),
    }))
  expect((await doorData()).databases).toEqual(['check-in'])
  await page.getByRole('button', { name: adminText('en', 'Sign out'), exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/sign-in/)
  expect(await doorData()).toEqual({ databases: [], caches: [] })
})

test('the camera reads the badge: green the first time, amber while it is held there', async ({ page, baseURL }) => {
  const who = person('cn')
  await registerByApi(page, 'cn', who, {
    jobTitle: '采购经理',
    country: 'CN',
    province: '44',
    visitorType: 'ecommerce',
    purchasingRole: 'decides',
  })
  await signInOffice(page)
  const code = new URL(await confirmedBadgeLink(page, 'cn', who.email)).pathname.split('/').pop() ?? ''

  // The camera: Chromium's fake capture device, playing a picture of this badge's QR code, made the
  // way the badge page makes it (the token only). Desktop Chromium has no BarcodeDetector on Linux,
  // so this reads through the zxing-wasm ponyfill served from the site's own build.
  const video = join(mkdtempSync(join(tmpdir(), 'badge-camera-')), 'badge.y4m')
  writeQrVideo(video, code)
  const camera = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
  try {
    const door = await (await camera.newContext({ baseURL, permissions: ['camera'] })).newPage()
    await signInOffice(door)
    await door.getByRole('link', { name: adminText('en', 'Check-in') }).click()
    await hydrated(door)
    await door.getByLabel(adminText('en', 'Gate'), { exact: true }).fill('East 2')
    await door.getByRole('button', { name: adminText('en', 'Use this gate') }).click()
    const scripts: string[] = []
    door.on('request', (request) => scripts.push(request.url()))
    await door.getByRole('button', { name: adminText('en', 'Scan with the camera') }).click()
    await expect(door.getByRole('button', { name: adminText('en', 'Stop the camera') })).toBeVisible()
    const answer = door.getByTestId('check-in-answer')
    await expect(answer).toHaveAttribute('data-outcome', 'first', { timeout: 30_000 })
    await expect(answer).toContainText(who.name)
    await expect(answer).toContainText(who.company)
    // Still in front of the camera after the pause between reads of one badge: a repeat, from this gate.
    await expect(answer).toHaveAttribute('data-outcome', 'repeat', { timeout: 15_000 })
    await expect(answer).toContainText('East 2')
    // The decoder came from this site, not a CDN.
    const wasm = scripts.filter((url) => url.endsWith('.wasm'))
    expect(wasm.length).toBeGreaterThan(0)
    for (const url of wasm) expect(new URL(url).origin).toBe(new URL(baseURL ?? '').origin)
  } finally {
    await camera.close()
  }

  // The organiser's view of it: the figures on the dashboard, the charts drawn on the server, the
  // person found by a filter, the badge sent again from the list.
  await page.goto('/admin')
  await expect(page.getByTestId('dashboard-visitor-figures')).toBeVisible()
  await expect(page.getByTestId('chart-by-gate')).toContainText('East 2')
  await page.getByRole('link', { name: adminText('en', 'Visitors'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Visitors'))
  await hydrated(page)
  await expect(page.getByTestId('chart-by-gate')).toContainText('East 2')
  await expect(page.getByTestId('chart-by-province')).toContainText('Guangdong')
  await expect(page.getByTestId('chart-by-type')).toContainText(adminText('en', 'E-commerce'))
  await page
    .getByRole('searchbox', { name: adminText('en', 'Search (name, e-mail, mobile, company, job title)') })
    .fill(who.name)
  await page.getByLabel(adminText('en', 'Checked in'), { exact: true }).selectOption('yes')
  await page.getByRole('button', { name: adminText('en', 'Show') }).click()
  const rows = page.getByRole('row').filter({ hasText: who.email })
  await expect(rows).toHaveCount(1)
  // The list's own table (the charts beside it carry their figures as tables for screen readers).
  await expect(page.getByRole('table').filter({ has: rows }).getByRole('row')).toHaveCount(2)
  await rows.getByRole('button', { name: adminText('en', 'Resend badge') }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: adminText('en', 'The badge was mailed again to {name}.').replace('{name}', who.name) }),
  ).toBeVisible()
  await expectNoAxeViolation(page)
  await badgeLinkFromOutbox(page, who.email, 2)
})

for (const locale of LOCALES)
  test(`a walk-in is registered at the desk, checked in at once and their label printed; a repeat is checked in only on confirmation; bad input (${locale})`, async ({
    page,
  }) => {
    await setAdminLanguage(page, locale)
    await signIn(page, locale, TEST_ADMIN.email, TEST_ADMIN.password)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Dashboard'))
    await page.goto('/admin/check-in')
    await hydrated(page)
    await page.getByLabel(adminText(locale, 'Gate'), { exact: true }).fill('Desk 1')
    await page.getByRole('button', { name: adminText(locale, 'Use this gate') }).click()
    const desk = page.getByTestId('desk-registration')
    await desk.getByText(adminText(locale, 'Register a visitor at the desk')).click()
    const who = person(locale)
    const fill = async (fields: { name: string; mobile: string; email: string; consent: boolean }) => {
      // The registration's notice for the visitor to read; its version goes with the form.
      await expect(desk.getByTestId('desk-privacy-notice')).toBeVisible()
      await desk.getByLabel(adminText(locale, 'Real name')).fill(fields.name)
      await desk.getByLabel(adminText(locale, 'Mobile (mainland number, or with +country code)')).fill(fields.mobile)
      await desk.getByLabel(adminText(locale, 'E-mail'), { exact: true }).fill(fields.email)
      await desk.getByLabel(adminText(locale, 'Company'), { exact: true }).fill(who.company)
      await desk.getByLabel(adminText(locale, 'Job title')).fill('Buyer')
      await desk.getByLabel(adminText(locale, 'Country or region')).selectOption('CN')
      await desk.getByLabel(adminText(locale, 'Province (Chinese mainland only)')).selectOption('31')
      await desk.getByLabel(adminText(locale, 'Visitor type')).selectOption('retail')
      await desk.getByLabel(adminText(locale, 'Part in purchasing')).selectOption('decides')
      const consent = desk.getByLabel(
        adminText(
          locale,
          'The visitor has read the privacy notice and agrees that their details are used for this registration (required)',
        ),
      )
      if (fields.consent) await consent.check()
      await desk.getByRole('button', { name: adminText(locale, 'Register and check in') }).click()
    }
    const answer = page.getByTestId('check-in-answer')

    // Bad input: each field says what is wrong, the focus goes to the first, nothing is stored.
    await fill({ name: '名'.repeat(2000), mobile: '12345', email: who.email, consent: false })
    await expect(desk.getByRole('alert').first()).toBeVisible()
    await expect(desk.getByLabel(adminText(locale, 'Real name'))).toHaveAttribute('aria-invalid', 'true')
    await expect(desk.getByLabel(adminText(locale, 'Real name'))).toBeFocused()
    await expect(desk.getByLabel(adminText(locale, 'Mobile (mainland number, or with +country code)'))).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(answer).toHaveCount(0)

    // The walk-in: green at once, with the label to print, and the badge mailed.
    await fill({ name: who.name, mobile: who.mobile, email: who.email, consent: true })
    await expect(answer).toHaveAttribute('data-outcome', 'first')
    await expect(answer).toContainText(who.name)
    await expect(page.getByTestId('badge-label')).toContainText(who.company)
    await expect(page.getByRole('button', { name: adminText(locale, 'Print a badge label') })).toBeVisible()
    await expect(desk.getByRole('status')).toHaveText(adminText(locale, 'Registered and checked in.'))
    await expectNoAxeViolation(page)

    // The same e-mail again under another name (anyone can type anyone's address, issue 39): only that
    // it is on file; nothing of the person on the screen, nobody checked in, nothing mailed.
    await page.reload()
    await hydrated(page)
    await desk.getByText(adminText(locale, 'Register a visitor at the desk')).click()
    const checkInOnFile = desk.getByRole('button', { name: adminText(locale, 'Check in and print') })
    await fill({ name: 'Someone Else', mobile: '13800000000', email: who.email, consent: true })
    await expect(desk.getByRole('status')).toHaveText(
      adminText(
        locale,
        "A registration with this e-mail already exists. Nothing was changed or sent. Ask for the visitor's e-badge and scan it at the door form, or type the name exactly as on their ID and send again.",
      ),
    )
    await expect(answer).toHaveCount(0)
    await expect(page.getByText(who.name)).toHaveCount(0)
    await expect(checkInOnFile).toHaveCount(0)

    // The name as on the visitor's ID matches: staff, having checked the ID, confirm the check-in.
    await fill({ name: who.name, mobile: who.mobile, email: who.email, consent: true })
    await expect(desk.getByRole('status')).toHaveText(
      adminText(
        locale,
        "A registration with this e-mail already exists and the name matches it. Check the visitor's ID, then check them in.",
      ),
    )
    await expect(answer).toHaveCount(0)
    await checkInOnFile.click()
    await expect(answer).toHaveAttribute('data-outcome', 'repeat')
    await expect(answer).toContainText(who.name)
    await expect(page.getByTestId('badge-label')).toContainText(who.company)
    await expect(desk.getByRole('status')).toHaveText(adminText(locale, 'Checked in with the registration on file.'))
    await expectNoAxeViolation(page)
    // The one badge mail of the registration: a repeat at the desk mails nothing.
    await badgeLinkFromOutbox(page, who.email, 1)
  })

test('a refused visitor action says why, a failed one says so, and erasing asks in the page first', async ({
  page,
}) => {
  const who = person('en')
  await registerByApi(page, 'en', who, {
    jobTitle: 'Buyer',
    country: 'CN',
    province: '31',
    visitorType: 'retail',
    purchasingRole: 'decides',
  })
  await signInOffice(page)
  await confirmedBadgeLink(page, 'en', who.email)
  // The browser's own dialogs are never used: any would be recorded here.
  const nativeDialogs: string[] = []
  page.on('dialog', (dialog) => {
    nativeDialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const said = (source: string) => adminText('en', source).replace('{name}', who.name)
  const visitorRow = async (office: Page) => {
    await office.goto(`/admin/visitors?q=${encodeURIComponent(who.name)}`)
    await hydrated(office)
    const row = office.getByRole('row').filter({ hasText: who.email })
    await expect(row).toHaveCount(1)
    return row
  }
  const row = await visitorRow(page)
  // A colleague's screen on the same list (the same account in a second tab).
  const colleague = await page.context().newPage()
  const theirRow = await visitorRow(colleague)
  await theirRow.getByRole('button', { name: adminText('en', 'Cancel registration') }).click()
  await expect(
    colleague
      .getByRole('status')
      .filter({ hasText: said('The registration of {name} is cancelled: the badge no longer admits.') }),
  ).toBeVisible()

  // This screen still offers the resend: the server refuses it, and the screen says why, not "done".
  await row.getByRole('button', { name: adminText('en', 'Resend badge') }).click()
  const refusal = page.getByRole('alert').filter({
    hasText: said('Not done: the registration of {name} has been cancelled meanwhile. The list now shows it as it is.'),
  })
  await expect(refusal).toBeVisible()
  await expect(refusal).toBeFocused()
  await expect(row).toContainText(adminText('en', 'Cancelled'))
  await expect(row.getByRole('button', { name: adminText('en', 'Resend badge') })).toHaveCount(0)

  // A request that does not reach the server says so (the network is gone: the browser's own console
  // line for it is one the fixtures expect).
  await page.route('**/_serverFn/**', (route) => route.abort('internetdisconnected'))
  await row.getByRole('button', { name: adminText('en', 'Export data') }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: adminText('en', 'That did not work; nothing was changed. Please try again.') }),
  ).toBeVisible()
  await page.unroute('**/_serverFn/**')

  // Erasing asks in the page, names the person, and "Keep" takes it back.
  await row.getByRole('button', { name: adminText('en', 'Erase data') }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(
    said('Erase the data of {name}? Their badge stops working; only anonymous counts stay.'),
  )
  await expect(dialog.getByRole('button', { name: adminText('en', 'Keep'), exact: true })).toBeFocused()
  await dialog.getByRole('button', { name: adminText('en', 'Keep'), exact: true }).click()
  await expect(dialog).toHaveCount(0)
  await expect(row.getByRole('button', { name: adminText('en', 'Erase data') })).toBeFocused()
  await row.getByRole('button', { name: adminText('en', 'Erase data') }).click()
  await dialog.getByRole('button', { name: `${adminText('en', 'Erase for good')}: ${who.name}` }).click()
  await expect(page.getByRole('status').filter({ hasText: said('The data of {name} is erased.') })).toBeVisible()

  // The colleague's screen, drawn before the erasure, is refused in turn, with the reason.
  await theirRow.getByRole('button', { name: adminText('en', 'Erase data') }).click()
  await colleague
    .getByRole('alertdialog')
    .getByRole('button', { name: `${adminText('en', 'Erase for good')}: ${who.name}` })
    .click()
  await expect(
    colleague.getByRole('alert').filter({
      hasText: said('Not done: the data of {name} has been erased meanwhile. The list now shows it as it is.'),
    }),
  ).toBeVisible()
  expect(nativeDialogs).toEqual([])
})
