import AxeBuilder from '@axe-core/playwright'
import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'
import type { Browser, Page, Request } from '@playwright/test'
import type { AdminPlan } from '../../src/admin/floor-plan/contract'
import { PLAN_HALL, type PlanRect } from '../../src/contracts/floor-plan'
import { overlaps } from '../../src/contracts/floor-plan-geometry'
import type { Locale } from '../../src/i18n/locales'
import { adminText } from '../support/catalog'
import { callServerFn } from '../support/server-fn-call'
import { serverFnHeaders, serverFnPath, signInCookie } from '../support/uploads'
import { expect } from './fixtures'
import { hydrated, settledAt } from './layout-helpers'

// Shared steps of the back-office journeys (admin-<domain>.spec.ts, one file per folder of
// src/admin): each scenario creates the data it works on, under names of its own.

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

/**
 * An instant as the office writes it (Beijing time, 24-hour clock), worked out by Intl rather than
 * by the office's own formatter, so a test of that formatter's output has an independent answer.
 */
export const beijingText = (locale: Locale, instant: Date | string, format: 'minutes' | 'seconds' = 'minutes') =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: format === 'seconds' ? 'medium' : 'short',
    timeZone: 'Asia/Shanghai',
    hourCycle: 'h23',
  }).format(new Date(instant))

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

/** A news item's texts in the editor's language groups (`Chinese`, `English`). */
export type NewsTexts = Partial<Record<'Chinese' | 'English', { title: string; summary?: string }>>

/** The signed-in editor saves a new draft with `texts` on the news editor; resolves to its id once its screen is up. */
export async function createNewsDraft(page: Page, locale: Locale, texts: NewsTexts): Promise<string> {
  await page.goto('/admin/news/new')
  await hydrated(page)
  for (const language of ['Chinese', 'English'] as const) {
    const text = texts[language]
    if (!text) continue
    const group = page.getByRole('group', { name: adminText(locale, language) })
    await group.getByLabel(adminText(locale, 'Title')).fill(text.title)
    if (text.summary) await group.getByLabel(adminText(locale, 'Summary')).fill(text.summary)
  }
  await page.getByRole('button', { name: adminText(locale, 'Save draft'), exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/news\/\d+\?created=1$/)
  const id = /\/admin\/news\/(\d+)\?/.exec(page.url())?.[1] ?? ''
  // The item's own screen replaces the new-item screen: a click before that may land on the old one.
  await settledAt(page, `/admin/news/${id}`)
  return id
}

const PLAN_FNS = 'src/admin/floor-plan/floor-plan.functions.ts'

/** The first square of `side` metres no booth covers, row by row from the hall's far corner. */
function freeSpot(booths: readonly PlanRect[], side: number): PlanRect {
  for (let y = PLAN_HALL.depth - side; y >= 0; y--)
    for (let x = PLAN_HALL.width - side; x >= 0; x--) {
      const spot = { x, y, width: side, depth: side }
      if (!booths.some((booth) => overlaps(booth, spot))) return spot
    }
  throw new Error('no free spot left in the hall for a booth')
}

/** The side of a booth `seedBooth` adds, in metres: a standard 9 m² booth. */
export const SEEDED_BOOTH_SIDE_M = 3

/**
 * Adds a free booth of the caller's own to the hall plan, as a booth file through the plan's import
 * (over HTTP, as the suite's first admin), and resolves to its label (`N5-…`). It stands on the first
 * spot no booth covers, searched from the hall's far corner, away from the plan's own tests' booths.
 */
export async function seedBooth(origin: string): Promise<string> {
  const cookie = await signInCookie(origin)
  const readPlan = async () => {
    const read = await callServerFn<AdminPlan>(origin, serverFnPath(PLAN_FNS, 'fetchAdminPlan'), {
      method: 'GET',
      cookie,
    })
    expect(read.status, read.text).toBe(200)
    return read.result?.booths ?? []
  }
  const { x, y, width, depth } = freeSpot(await readPlan(), SEEDED_BOOTH_SIDE_M)
  // A booth number is up to 12 letters and digits: unique per run on the same data folder.
  const number = `T${Date.now().toString(36).toUpperCase()}`
  const form = new FormData()
  const csv = `number,x,y,width,depth,type\n${number},${x},${y},${width},${depth},standard\n`
  form.set('file', new File([csv], 'booth.csv', { type: 'text/csv' }))
  form.set('apply', '1')
  const imported = await fetch(origin + serverFnPath(PLAN_FNS, 'importAdminBooths'), {
    method: 'POST',
    headers: { ...serverFnHeaders(origin), cookie },
    body: form,
  })
  expect(imported.status, await imported.text()).toBe(200)
  const booth = (await readPlan()).find((b) => b.number === number)
  expect(booth?.status).toBe('available')
  return booth?.label ?? ''
}
