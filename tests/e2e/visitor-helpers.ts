import type { Page } from '@playwright/test'
import type { Locale } from '../../src/i18n/locales'
import { t } from '../support/catalog'
import { inputValue } from '../support/html'
import { expect } from './fixtures'
import { hydrated, path } from './layout-helpers'

// A trade visitor's registration in the browser tests (ADR 033, ADR 037): the form, the mail with the
// code (the outbox: no SMTP server here), the confirmation page, the badge.

const CONFIRM_LINK = /(http:\/\/\S+\/register\/confirm#[A-Z2-7]{26})/
const BADGE_LINK = /(http:\/\/\S+\/badge\/[A-Z2-7]{26})/

let serial = 0
export function person(locale: Locale) {
  serial += 1
  const stamp = `${Date.now()}`.slice(-7)
  return {
    // Unique across the workers too: the visitors list is searched by name.
    name: locale === 'en' ? `Ada Visitor ${stamp}-${serial}` : `访客${stamp}-${serial}号`,
    email: `visitor.${locale}.${stamp}.${serial}@example.com`,
    mobile: `139${stamp}${serial % 10}`,
    company: locale === 'en' ? 'Leafy Imports Ltd' : '绿叶进口有限公司',
  }
}
export type Person = ReturnType<typeof person>

/** Fills the registration form (the servers' minimum fill time is 0: FORM_MIN_FILL_MS, no waiting). */
export async function fillRegistration(page: Page, locale: Locale, who: Person) {
  const form = page.getByTestId('register-form')
  await form.getByRole('textbox', { name: t(locale, 'Real name'), exact: true }).fill(who.name)
  await form.getByRole('textbox', { name: t(locale, 'Mobile number'), exact: true }).fill(who.mobile)
  await form.getByRole('textbox', { name: t(locale, 'Email'), exact: true }).fill(who.email)
  await form.getByRole('textbox', { name: t(locale, 'Company'), exact: true }).fill(who.company)
  await form.getByRole('textbox', { name: t(locale, 'Job title'), exact: true }).fill('Buyer')
  await form.getByRole('combobox', { name: t(locale, 'Country or region'), exact: true }).selectOption('CN')
  await form.getByRole('combobox', { name: t(locale, 'Province'), exact: true }).selectOption('31')
  await form.getByRole('combobox', { name: t(locale, 'Your business'), exact: true }).selectOption('retail')
  await form.getByRole('combobox', { name: t(locale, 'Your part in purchasing'), exact: true }).selectOption('decides')
  await form.locator('input[name="interest.food-dairy"]').check()
  await form
    .getByLabel(
      t(locale, 'I have read the privacy notice and agree that my details are used for my registration and badge.'),
    )
    .check()
}

/** Registers `who` through the API as the page's script would (its hidden fields read from the page). */
export async function registerByApi(page: Page, locale: Locale, who: Person, rest: Record<string, unknown>) {
  const html = await (await page.request.get(path(locale, '/register'))).text()
  const answer = await page.request.post('/api/visitorRegistration', {
    headers: { lang: locale },
    data: {
      truename: who.name,
      mobile: who.mobile,
      email: who.email,
      company: who.company,
      consentPrivacy: true,
      website: '',
      startedAt: inputValue(html, 'startedAt'),
      noticeVersion: inputValue(html, 'noticeVersion'),
      ...rest,
    },
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

/** The links of one kind in the outbox's mails to `email` (newest first), read by a signed-in `office`. */
async function linksInOutbox(office: Page, email: string, link: RegExp): Promise<string[]> {
  await office.goto('/admin/outbox')
  const rows = office.getByRole('row').filter({ has: office.getByRole('cell', { name: email, exact: true }) })
  const texts = await rows.locator('pre').allTextContents()
  return texts.flatMap((text) => link.exec(text)?.[1] ?? [])
}

/** The badge links mailed to `email`, newest first; there must be `count` of them. */
export async function badgeLinksFromOutbox(office: Page, email: string, count = 1): Promise<string[]> {
  const links = await linksInOutbox(office, email, BADGE_LINK)
  expect(links).toHaveLength(count)
  return links
}

/** The confirmation link of the newest mail to `email` (its code after `#`). */
export async function confirmLinkFromOutbox(office: Page, email: string): Promise<string> {
  const [link] = await linksInOutbox(office, email, CONFIRM_LINK)
  expect(link, `a confirmation mail to ${email}`).toBeDefined()
  return link ?? ''
}

/**
 * Opens the mailed link in `page` and presses the button: the visitor lands on their badge page.
 * Returns the badge's address.
 */
export async function confirmInBrowser(page: Page, locale: Locale, link: string): Promise<string> {
  await page.goto(link)
  await hydrated(page)
  // The code left the address bar; it is in the form.
  await expect.poll(() => page.url()).not.toContain('#')
  await page.getByRole('button', { name: t(locale, 'Confirm and show my e-badge') }).click()
  await expect(page).toHaveURL(new RegExp(`${path(locale, '/badge/')}[A-Z2-7]{26}$`))
  return page.url()
}
