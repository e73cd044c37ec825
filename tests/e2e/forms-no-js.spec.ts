import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { type RunningServer, startServer } from '../../scripts/lib/production-server.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import { t } from '../support/catalog'
import { expect, test } from './fixtures'
import { applyFormHydrated, footerHydrated, hydrated } from './layout-helpers'

/**
 * The site's forms with JavaScript turned off (or sent before they hydrated): a plain form post,
 * Post/Redirect/Get; the booth application on its page, the news-letter form from every page's
 * footer. This file runs its own server on its own PGlite folder, so the last test can stop it and
 * read what was stored through the organiser's CSV export (PGlite serves one process at a time).
 */
const root = path.resolve(import.meta.dirname, '../..')
const pagePath = (locale: Locale) => (locale === 'en' ? '/en/become-an-exhibitor' : '/become-an-exhibitor')
const company = (locale: Locale) => `Bio <b>Ohne</b> JS ${locale}`
const newsletterPath = (locale: Locale) => (locale === 'en' ? '/en/newsletter/subscribe' : '/newsletter/subscribe')
const subscriberEmail = (locale: Locale) => `plain.reader.${locale}@example.com`

test.describe.configure({ mode: 'serial' })
// The refused post answers 400 on purpose; the browser logs the status of the document it loaded.
test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 400/] })

let server: RunningServer | undefined
let dataDir = ''

test.beforeAll(async () => {
  test.setTimeout(120_000)
  dataDir = mkdtempSync(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), 'e2e-nojs-'))
  server = await startServer(
    { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_FORMS: '1000/60' },
    { timeoutMs: 110_000 },
  )
})

test.afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const serverUrl = () => {
  if (!server) throw new Error('server not started')
  return server.url
}
const main = (page: Page) => page.locator('#main')
const field = (page: Page, locale: Locale, label: string) => main(page).getByLabel(t(locale, label))
const errorOf = (page: Page, name: string) => page.locator(`[data-error-for="${name}"]`)

/** Submits the form natively and waits for the answer to the POST. */
async function submit(page: Page, locale: Locale) {
  const answer = page.waitForResponse((r) => r.request().method() === 'POST')
  await main(page)
    .getByRole('button', { name: t(locale, 'Submit application') })
    .click()
  return answer
}

for (const locale of LOCALES) {
  test(`without JavaScript a refused post keeps the entries with each field's message, an accepted one shows success (${locale})`, async ({
    page,
  }) => {
    await page.goto(serverUrl() + pagePath(locale))
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(t(locale, 'Become an Exhibitor'))

    // a first try with gaps, a wrong e-mail and an area under the standard booth's minimum
    await field(page, locale, 'Intended exhibition partnership').selectOption('exhibitor')
    await field(page, locale, 'Company name').fill(company(locale))
    await field(page, locale, 'Email').fill('not-an-email')
    await main(page).getByRole('radio').first().check()
    await field(page, locale, 'Booth area (sqm)').fill('5')
    const refused = await submit(page, locale)
    expect(refused.status()).toBe(400)
    await expect(page).toHaveURL(new RegExp(`${pagePath(locale)}#apply-title$`))

    const expected: [name: string, label: string | null, message: string][] = [
      ['country', 'Exhibiting country', 'Please enter the exhibiting country'],
      ['contactName', 'Contact name', 'Please enter the contact name'],
      ['phone', 'Phone', 'Please enter a phone number'],
      ['email', 'Email', 'Please enter the correct email'],
      ['productType', 'Product type', 'Please enter the product type'],
      ['areaSqm', 'Booth area (sqm)', 'A standard booth needs at least 9 sqm'],
      ['consent', null, 'Please agree to the privacy notice before submitting'],
    ]
    for (const [name, label, message] of expected) {
      await expect(errorOf(page, name)).toHaveText(t(locale, message))
      if (label) await expect(field(page, locale, label)).toHaveAttribute('aria-invalid', 'true')
    }
    for (const name of ['partnershipIntent', 'companyName', 'boothType'])
      await expect(errorOf(page, name)).toHaveCount(0)
    await expect(page.getByTestId('apply-error')).toHaveText(t(locale, 'Please correct the highlighted fields.'))
    // nothing typed is lost, and markup stays text
    await expect(field(page, locale, 'Intended exhibition partnership')).toHaveValue('exhibitor')
    await expect(field(page, locale, 'Company name')).toHaveValue(company(locale))
    await expect(field(page, locale, 'Email')).toHaveValue('not-an-email')
    await expect(field(page, locale, 'Booth area (sqm)')).toHaveValue('5')
    await expect(main(page).getByRole('radio').first()).toBeChecked()
    await expect(main(page).locator('b')).toHaveCount(0)

    // corrected and sent again: stored, then redirected to the page with the success message
    await field(page, locale, 'Exhibiting country').fill('Deutschland')
    await field(page, locale, 'Contact name').fill('Anna Ohne')
    await field(page, locale, 'Phone').fill('+49 911 123456')
    await field(page, locale, 'Email').fill(`anna.${locale}@example.com`)
    await field(page, locale, 'Product type').fill('Dinkelmehl')
    await field(page, locale, 'Booth area (sqm)').fill('18')
    await main(page)
      .getByRole('checkbox', {
        name: t(
          locale,
          'I have read the privacy notice and agree that my details are used to handle this application.',
        ),
      })
      .check()
    // a preferred booth the plan does not have for sale is refused by name
    await field(page, locale, 'Preferred booths').fill('zz99')
    expect((await submit(page, locale)).status()).toBe(400)
    await expect(errorOf(page, 'preferredBooths')).toHaveText(
      t(locale, 'Booth {label} is not available any more; please choose from the booths listed as available').replace(
        '{label}',
        'N5-ZZ99',
      ),
    )
    await expect(field(page, locale, 'Preferred booths')).toHaveValue('zz99')
    // the free booths' list opens without JavaScript; one of them is accepted
    await main(page).getByText(t(locale, 'List the free booths with their size and type')).click()
    const wish = (await page.getByTestId('available-booths').getByRole('rowheader').last().textContent()) ?? ''
    expect(wish).toMatch(/^N5-/)
    await field(page, locale, 'Preferred booths').fill(wish)
    const accepted = await submit(page, locale)
    expect(accepted.status()).toBe(303)
    await expect(page).toHaveURL(new RegExp(`${pagePath(locale)}\\?sent=1#apply-title$`))
    const success = page.getByTestId('apply-success')
    await expect(success).toContainText(t(locale, 'Submission Successful'))
    await expect(success).toContainText(
      t(locale, 'Thank you! Your application has been received; our team will contact you within two working days.'),
    )
    await expect(page.getByTestId('apply-error')).toHaveCount(0)
    await expect(field(page, locale, 'Company name')).toHaveValue('')

    // reloading the success page sends nothing again; a replayed post of the same entries is answered
    // as a success but stored once (checked in the export below)
    await page.reload()
    await expect(success).toBeVisible()
    const replay = await page.request.post(serverUrl() + pagePath(locale), {
      form: {
        partnershipIntent: 'exhibitor',
        country: 'Deutschland',
        companyName: company(locale),
        contactName: 'Anna Ohne',
        phone: '+49 911 123456',
        email: `anna.${locale}@example.com`,
        productType: 'Dinkelmehl',
        boothType: 'standard',
        areaSqm: '18',
        preferredBooths: wish,
        consent: 'on',
        website: '',
        noticeVersion: 'application/v1',
      },
      headers: { origin: serverUrl() },
      maxRedirects: 0,
    })
    expect(replay.status()).toBe(303)
  })
}

for (const locale of LOCALES) {
  test(`without JavaScript the footer's news-letter form posts, never puts what was typed in a URL, and subscribes (${locale})`, async ({
    page,
  }) => {
    const addresses: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url())
    })
    await page.goto(`${serverUrl()}${locale === 'en' ? '/en' : ''}/news`)
    const footerForm = page.locator('footer').getByTestId('subscribe-form')
    const footerField = (label: string) => footerForm.getByLabel(t(locale, label), { exact: true })
    await footerField('Name').fill('Lena <i>Leser</i>')
    await footerField('E-mail').fill(subscriberEmail(locale))
    await footerField('Company').fill('Plain Foods')
    const refused = page.waitForResponse((r) => r.request().method() === 'POST')
    await footerForm.getByRole('button', { name: t(locale, 'Subscribe') }).click()
    expect((await refused).status()).toBe(400)
    await expect(page).toHaveURL(`${serverUrl()}${newsletterPath(locale)}`)

    // the news-letter page: its form (the page's heading) with the first missing field's message
    const form = main(page).getByTestId('subscribe-form')
    const formField = (label: string) => form.getByLabel(t(locale, label), { exact: true })
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(t(locale, 'Newsletter'))
    await expect(errorOf(page, 'position')).toHaveText(t(locale, 'Please enter your position'))
    await expect(formField('Position')).toHaveAttribute('aria-invalid', 'true')
    await expect(formField('Name')).toHaveValue('Lena <i>Leser</i>')
    await expect(formField('E-mail')).toHaveValue(subscriberEmail(locale))
    await expect(main(page).locator('i')).toHaveCount(0)

    await formField('Position').fill('Einkauf')
    await form.getByRole('checkbox').check()
    const accepted = page.waitForResponse((r) => r.request().method() === 'POST')
    await form.getByRole('button', { name: t(locale, 'Subscribe') }).click()
    expect((await accepted).status()).toBe(303)
    await expect(page).toHaveURL(`${serverUrl()}${newsletterPath(locale)}?sent=1`)
    await expect(page.getByTestId('subscribe-success')).toContainText(t(locale, 'Submission Successful'))
    await expect(formField('E-mail')).toHaveValue('')
    for (const address of addresses) expect(address).not.toContain('example.com')
  })
}

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true })

  test('a post sent before hydration comes back, hydrates cleanly and the form carries on in the browser', async ({
    page,
  }) => {
    await page.goto(`${serverUrl()}/en/become-an-exhibitor`)
    await hydrated(page)
    await field(page, 'en', 'Company name').fill('Early Bird Ltd')
    await field(page, 'en', 'Booth area (sqm)').fill('40')
    // what a click does before the scripts have loaded: the browser's own form submission
    const refused = page.waitForResponse((r) => r.request().method() === 'POST')
    await page.getByTestId('apply-form').evaluate((form: HTMLFormElement) => form.submit())
    expect((await refused).status()).toBe(400)
    await applyFormHydrated(page)
    await expect(errorOf(page, 'country')).toHaveText(t('en', 'Please enter the exhibiting country'))
    await expect(field(page, 'en', 'Company name')).toHaveValue('Early Bird Ltd')
    // hydrated with the server's state: the browser's checks take over as the visitor types
    await field(page, 'en', 'Exhibiting country').fill('Austria')
    await expect(errorOf(page, 'country')).toHaveCount(0)
    await expect(errorOf(page, 'contactName')).toHaveText(t('en', 'Please enter the contact name'))
  })

  test("the footer's form sent before the footer hydrated posts, and the news-letter page carries on in the browser", async ({
    page,
  }) => {
    await page.goto(`${serverUrl()}/en`)
    await hydrated(page)
    const footerForm = page.locator('footer').getByTestId('subscribe-form')
    // what a click does before the footer's code has loaded: the browser's own form submission
    const refused = page.waitForResponse((r) => r.request().method() === 'POST')
    await footerForm.evaluate((form: HTMLFormElement) => form.submit())
    expect((await refused).status()).toBe(400)
    await expect(page).toHaveURL(`${serverUrl()}/en/newsletter/subscribe`)
    await hydrated(page)
    await expect(errorOf(page, 'truename')).toHaveText(t('en', 'Please enter your name'))
    // hydrated: the browser's own check and the API take over, no page load
    const form = main(page).getByTestId('subscribe-form')
    await form.getByLabel(t('en', 'Name'), { exact: true }).fill('Early Reader')
    await form.getByRole('button', { name: t('en', 'Subscribe') }).click()
    await expect(page.getByRole('alert').filter({ hasText: t('en', 'Please enter email') })).toBeVisible()
    await expect(page).toHaveURL(`${serverUrl()}/en/newsletter/subscribe`)
  })

  test('a subscription made in the browser on the page a refused post showed reloads it with a GET, never the post again', async ({
    page,
  }) => {
    await page.goto(`${serverUrl()}/en`)
    await hydrated(page)
    const refused = page.waitForResponse((r) => r.request().method() === 'POST')
    await page
      .locator('footer')
      .getByTestId('subscribe-form')
      .evaluate((form: HTMLFormElement) => form.submit())
    expect((await refused).status()).toBe(400)
    await hydrated(page)
    // the page's own form is the only one: the footer leaves it out here
    await expect(page.getByTestId('subscribe-form')).toHaveCount(1)
    const form = main(page).getByTestId('subscribe-form')
    const formField = (label: string) => form.getByLabel(t('en', label), { exact: true })
    await formField('Name').fill('Browser Reader')
    await formField('E-mail').fill(`browser.reader.${Date.now()}@example.com`)
    await formField('Company').fill('Reload GmbH')
    await formField('Position').fill('Buyer')
    await form.getByRole('checkbox').check()
    // The spec's reload after a success must not send the refused post again.
    const reload = page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame())
    await form.getByRole('button', { name: t('en', 'Subscribe') }).click()
    const request = await reload
    expect(request.method()).toBe('GET')
    expect(request.url()).toBe(`${serverUrl()}/en/newsletter/subscribe`)
    await expect(errorOf(page, 'truename')).toHaveCount(0)
  })

  test('the news-letter page after a plain post hydrates cleanly with its outcome', async ({ page }) => {
    await page.goto(`${serverUrl()}/en/newsletter/subscribe?sent=1`)
    await footerHydrated(page)
    await expect(page.getByTestId('subscribe-success')).toContainText(t('en', 'Submission Successful'))
  })

  test('the success page after a plain post hydrates cleanly; typing again clears the message', async ({ page }) => {
    await page.goto(`${serverUrl()}/become-an-exhibitor?sent=1`)
    await applyFormHydrated(page)
    await expect(page.getByTestId('apply-success')).toContainText(t('cn', 'Submission Successful'))
    await field(page, 'cn', 'Company name').fill('Next Company')
    await expect(page.getByTestId('apply-success')).toHaveCount(0)
  })
})

/** The organiser's export of what the stopped server stored, as records by column name. */
async function exported(kind: 'applications' | 'subscriptions'): Promise<Record<string, string | undefined>[]> {
  const out = path.join(dataDir, `${kind}.csv`)
  await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['scripts/export.ts', kind, '--out', out], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  })
  const [header, ...rows] = readFileSync(out, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  // every cell is quoted (none of these values holds a comma or a quote)
  const cells = (row: string) => row.split(',').map((cell) => cell.replace(/^"|"$/g, ''))
  const columns = cells(header ?? '')
  return rows.map((row) => Object.fromEntries(cells(row).map((cell, i) => [columns[i], cell])))
}

test('each accepted application and subscription is stored once, in its language (organiser export)', async () => {
  test.setTimeout(120_000)
  await server?.stop()
  server = undefined
  const applications = await exported('applications')
  const subscriptions = await exported('subscriptions')
  for (const locale of LOCALES) {
    const stored = applications.filter((r) => r.company_name === company(locale))
    expect(stored, `${locale} application rows`).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      partnership_intent: 'exhibitor',
      country: 'Deutschland',
      contact_name: 'Anna Ohne',
      email: `anna.${locale}@example.com`,
      product_type: 'Dinkelmehl',
      booth_type: 'standard',
      area_sqm: '18',
      preferred_booths: expect.stringMatching(/^N5-[A-Z0-9]+$/),
      language: locale,
    })
    expect(stored[0]?.consent_at).toMatch(/^\d{4}-\d\d-\d\dT/)
    const subscribed = subscriptions.filter((r) => r.email === subscriberEmail(locale))
    expect(subscribed, `${locale} subscription rows`).toHaveLength(1)
    expect(subscribed[0]).toMatchObject({
      name: 'Lena <i>Leser</i>',
      company: 'Plain Foods',
      position: 'Einkauf',
      language: locale,
      status: 'unconfirmed',
    })
    expect(subscribed[0]?.consent_at).toMatch(/^\d{4}-\d\d-\d\dT/)
  }
})
