import AxeBuilder from '@axe-core/playwright'
import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'
import type { Browser, Page, Request } from '@playwright/test'
import type { Locale } from '../../src/i18n/locales'
import { adminText } from '../support/catalog'
import { expect } from './fixtures'
import { hydrated } from './layout-helpers'

// Shared steps of the back-office journeys (admin*.spec.ts): each spec file is one area of the office.

export const LOCALES: Locale[] = ['cn', 'en']

export async function setAdminLanguage(page: Page, locale: Locale) {
  await page.context().addCookies([{ name: 'admin_locale', value: locale, url: 'http://127.0.0.1/admin' }])
}

export async function signIn(page: Page, locale: Locale, email: string, password: string) {
  await page.goto('/admin/sign-in')
  await hydrated(page)
  await page.getByLabel(adminText(locale, 'E-mail')).fill(email)
  await page.getByLabel(adminText(locale, 'Password')).fill(password)
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/sign-in/email')
  await page.getByRole('button', { name: adminText(locale, 'Sign in') }).click()
  // A sign-in is done when the office's page it opens has loaded: the password hash is slow on
  // purpose and that page is a full load, so on a busy machine the two together outlast the 5 s a
  // test then gives its first check of that page (seen once in CI). A refusal stays on this page,
  // and so does the two-factor step, which shows the code field; the caller checks either.
  if (!(await answer).ok()) return
  const codeField = page.getByLabel(
    adminText(locale, '6-digit code from your authenticator app, or one of your backup codes'),
  )
  await officePage(page, locale).or(codeField).waitFor()
}

/**
 * The heading of an office page other than sign-in: what a completed sign-in (password, or the
 * two-factor code after it) opens, with a full load.
 */
export const officePage = (page: Page, locale: Locale) =>
  page.getByRole('heading', { level: 1 }).filter({ hasNotText: adminText(locale, 'Back office sign-in') })

export async function expectNoAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** The admin signed in on `page` creates an invitation link for `email` as `role`. */
export async function createInvitation(page: Page, locale: Locale, email: string, role: 'editor' | 'sales') {
  await page.getByRole('link', { name: adminText(locale, 'Accounts') }).click()
  await hydrated(page)
  await page.getByLabel(adminText(locale, 'E-mail')).fill(email)
  await page.getByLabel(adminText(locale, 'Role'), { exact: true }).selectOption(role)
  const [inviteCall] = await Promise.all([
    page.waitForRequest((r: Request) => r.url().includes('/_serverFn/') && r.method() === 'POST'),
    page.getByRole('button', { name: adminText(locale, 'Create invitation link') }).click(),
  ])
  const link = await page.getByLabel(adminText(locale, 'Invitation link')).inputValue()
  expect(link).toMatch(/\/admin\/accept-invite#token=[A-Za-z0-9_-]{43}$/)
  return { link, inviteCall }
}

/** The invited person, in a browser of their own, creates their account from the link. */
export async function acceptInvitation(
  browser: Browser,
  link: string,
  locale: Locale,
  email: string,
  password: string,
) {
  const context = await browser.newContext({ locale: locale === 'en' ? 'en-US' : 'zh-CN' })
  const person = await context.newPage()
  await setAdminLanguage(person, locale)
  await person.goto(link)
  await hydrated(person)
  await expect(person.getByText(email)).toBeVisible()
  await person.getByLabel(adminText(locale, 'Your name')).fill(email.split('@')[0] ?? email)
  await person.getByLabel(adminText(locale, 'New password (at least 12 characters)')).fill(password)
  await person.getByLabel(adminText(locale, 'New password again')).fill(password)
  await person.getByRole('button', { name: adminText(locale, 'Create account') }).click()
  await expect(person.getByRole('status')).toContainText(adminText(locale, 'Your account is ready.'))
  return person
}

/** A field of the generic content screens by its label (a localised one by its language too). */
export const field = (page: Page, locale: Locale, label: string, language?: 'Chinese' | 'English') =>
  page.getByLabel(
    language ? `${adminText(locale, label)} (${adminText(locale, language)})` : adminText(locale, label),
    { exact: true },
  )

/** Saves the content form and waits for its confirmation. */
export async function save(page: Page, locale: Locale) {
  await page.getByRole('button', { name: adminText(locale, 'Save'), exact: true }).click()
  await expect(page.getByRole('status')).toHaveText(
    adminText(locale, 'Saved. The public pages show it within seconds.'),
    { timeout: 15_000 },
  )
}

/** Polls a public page until `check` holds (a change reaches every process within 2 s). */
export async function onPublicPage(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path)
    await check()
  }).toPass({ timeout: 10_000 })
}

/** The current code of an authenticator app holding `key` (base32, as the enrolment screen shows it). */
export async function totpCode(key: string): Promise<string> {
  const secret = new TextDecoder().decode(base32.decode(key))
  return createOTP(secret, { period: 30, digits: 6 }).totp()
}
