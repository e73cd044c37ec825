import type { Browser, Page } from '@playwright/test'
import { kb, measurePageJavaScript, PUBLIC_PAGE_JS_CEILING_BYTES } from '../../scripts/lib/page-javascript'
import { LOCALES } from '../../src/i18n/locales'
import { TEST_ADMIN } from '../support/admin'
import { t } from '../support/catalog'
import { setAdminLanguage, signIn } from './admin-helpers'
import { expect, test } from './fixtures'
import { auditPageAtEveryWidth, hydrated, path } from './layout-helpers'
import {
  badgeLinksFromOutbox,
  confirmInBrowser,
  confirmLinkFromOutbox,
  fillRegistration,
  person,
} from './visitor-helpers'

// A trade visitor's whole journey (ADR 033, ADR 037), in both languages: the form, the mail with
// the code, the confirmation page (nothing happens until its button is pressed), the badge. With and
// without JavaScript. On the back office's server (its show is a month ahead, office.setup.ts): the
// outbox stands for the visitor's mailbox.

test.describe.configure({ timeout: 120_000 })

const SENT = 'Thank you. We have sent a mail to the address you gave: open it to get your e-badge.'

async function office(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  return page
}

for (const locale of LOCALES) {
  test(`registers, confirms from the mailed link and shows the badge (${locale})`, async ({ page, browser }) => {
    const who = person(locale)
    await page.goto(path(locale, '/register'))
    await hydrated(page)
    await fillRegistration(page, locale, who)
    await page.getByRole('button', { name: t(locale, 'Register and get my e-badge') }).click()
    await expect(page.getByTestId('register-success')).toContainText(t(locale, SENT))

    // The mailbox: a code to confirm, no badge yet.
    const desk = await office(browser)
    const link = await confirmLinkFromOutbox(desk, who.email)
    expect(new URL(link).pathname).toBe(path(locale, '/register/confirm'))
    await badgeLinksFromOutbox(desk, who.email, 0)

    // Opening the link confirms nothing by itself; the button does, and leads to the badge.
    await page.goto(link)
    await hydrated(page)
    await badgeLinksFromOutbox(desk, who.email, 0)
    const badgeUrl = await confirmInBrowser(page, locale, link)
    const badge = page.getByTestId('badge')
    await expect(badge.getByRole('heading', { level: 1 })).toHaveText(who.name)
    await expect(badge.getByRole('img', { name: t(locale, 'QR code of your badge') })).toBeVisible()
    // The same badge is mailed, for the other days and the other devices.
    const [mailed] = await badgeLinksFromOutbox(desk, who.email, 1)
    expect(new URL(mailed ?? '').pathname).toBe(new URL(badgeUrl).pathname)
    await desk.context().close()
  })

  test(`works without JavaScript: the code typed from the mail (${locale})`, async ({ browser }) => {
    const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
    const who = person(locale)
    await visitor.goto(path(locale, '/register'))
    await fillRegistration(visitor, locale, who)
    await visitor.getByRole('button', { name: t(locale, 'Register and get my e-badge') }).click()
    await expect(visitor.getByTestId('register-success')).toContainText(t(locale, SENT))

    const desk = await office(browser)
    const code = new URL(await confirmLinkFromOutbox(desk, who.email)).hash.slice(1)
    // Without a script the page cannot read the fragment: the visitor types the code shown in the mail.
    await visitor.goto(path(locale, '/register/confirm'))
    await visitor.getByLabel(t(locale, 'Code from the e-mail')).fill(code.toLowerCase().replace(/(.{4})/g, '$1 '))
    await visitor.getByRole('button', { name: t(locale, 'Confirm and show my e-badge') }).click()
    await expect(visitor).toHaveURL(new RegExp(`${path(locale, '/badge/')}[A-Z2-7]{26}$`))
    await expect(visitor.getByTestId('badge').getByRole('heading', { level: 1 })).toHaveText(who.name)
    // A used code: the page says so, in its language.
    await visitor.goto(path(locale, '/register/confirm'))
    await visitor.getByLabel(t(locale, 'Code from the e-mail')).fill(code)
    await visitor.getByRole('button', { name: t(locale, 'Confirm and show my e-badge') }).click()
    await expect(visitor.getByTestId('register-confirm-error')).toHaveText(
      t(locale, 'This code is unknown, used or expired. Please register again to get a new mail.'),
    )
    await desk.context().close()
    await visitor.context().close()
  })
}

// The public site's test server keeps the seed's ended show, so its layout audit and JavaScript
// budget see the closed page; the open form is what a visitor pays while registration runs, so it is
// held to the same two checks here, where registration is open.
for (const locale of LOCALES) {
  test(`the open form of ${path(locale, '/register')} passes the layout audit, no fixed layer over its controls`, async ({
    page,
  }) => {
    expect(await auditPageAtEveryWidth(page, path(locale, '/register'))).toEqual([])
  })

  test(`the open form of ${path(locale, '/register')} loads at most ${kb(PUBLIC_PAGE_JS_CEILING_BYTES)} of gzip JavaScript`, async ({
    context,
    baseURL,
  }) => {
    const js = await measurePageJavaScript(context, new URL(path(locale, '/register'), baseURL).href)
    const files = js.scripts.map((s) => `${s.path} ${kb(s.gzip)}`).join('\n')
    expect(js.scripts.length).toBeGreaterThan(0)
    expect(js.gzip, files).toBeLessThanOrEqual(PUBLIC_PAGE_JS_CEILING_BYTES)
  })
}
