import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { t } from '../support/catalog'
import { decodeEntities, inputValue, testIdText } from '../support/html'
import { api, baseUrl, get, newClientIp, postPlainForm } from '../support/http'
import { withOwnServer } from '../support/own-server'
import { callServerFn } from '../support/server-fn-call'
import { serverFnPath, signInCookie } from '../support/uploads'

/**
 * Each form shows its own privacy notice and sends the version it showed; the consent records that
 * version, checked to exist, whatever is current when the post arrives (issue 39, ADR 037).
 */
type Locale = 'cn' | 'en'
const localized = (path: string, locale: Locale) => (locale === 'en' ? `/en${path}` : path)
const UNKNOWN =
  'We could not tell which privacy notice you were shown. Please reload the page, read the notice and send the form again.'

const fn = (file: string, name: string) => serverFnPath(`src/admin/${file}`, name)
const FETCH_SETTINGS = fn('settings/settings.functions.ts', 'fetchSettings')
const SAVE_SETTINGS = fn('settings/settings.functions.ts', 'saveSettingsForm')
const SAVE_NOTICE = fn('privacy-notices/privacy-notices.functions.ts', 'saveNoticeForm')
const FETCH_VISITORS = fn('visitors/visitors.functions.ts', 'fetchVisitors')
const EXPORT_VISITOR = fn('visitors/visitors.functions.ts', 'exportVisitor')
const FETCH_SUBSCRIBERS = fn('inbox/inbox.functions.ts', 'fetchSubscribers')
const FETCH_APPLICATIONS = fn('inbox/inbox.functions.ts', 'fetchApplications')
const FETCH_APPLICATION = fn('inbox/inbox.functions.ts', 'fetchApplication')

// It moves the show dates and saves new notices: on a server of its own, the other files never see them.
withOwnServer('http-privacy-notices')

let cookie = ''
let seeded: Record<string, string> = {}
const saveSettings = async (values: Record<string, string>) =>
  expect((await callServerFn(baseUrl(), SAVE_SETTINGS, { cookie, data: values })).result).toEqual({ ok: true })

const page = async (path: string) => (await get(path)).text()
const shownVersion = async (path: string) => inputValue(await page(path), 'noticeVersion')
/** The text of the form's notice (its block holds sanitised rich text: paragraphs and lists, no `div`). */
const noticeText = (html: string) =>
  decodeEntities(
    (/<div\b[^>]*data-testid="privacy-notice"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '').replace(/<[^>]*>/g, ''),
  )

beforeAll(async () => {
  cookie = await signInCookie(baseUrl(), newClientIp())
  seeded =
    (await callServerFn<Record<string, string>>(baseUrl(), FETCH_SETTINGS, { method: 'GET', cookie })).result ?? {}
  // Registration is open only before the show ends: a show a month from now, as the organiser sets it.
  const day = 86_400_000
  await saveSettings({
    ...seeded,
    exhibition_start_time: new Date(Date.now() + 30 * day).toISOString(),
    exhibition_end_time: new Date(Date.now() + 33 * day).toISOString(),
  })
  // Pages read the settings through the content read cache: a change shows within its 2 s.
  await vi.waitFor(async () => expect(await shownVersion('/en/register')).toBe('registration/v1'), {
    timeout: 10_000,
    interval: 200,
  })
})
afterAll(() => saveSettings(seeded))

describe('each form shows the notice of its own processing', () => {
  for (const locale of ['cn', 'en'] as Locale[]) {
    it(`registration: mobile, badge, door, exhibitors, the retention setting; its version in the form (${locale})`, async () => {
      const html = await page(localized('/register', locale))
      const notice = noticeText(html)
      const words =
        locale === 'cn'
          ? ['手机号码', '电子胸卡', '入口', '参展商', `展会结束后 ${seeded.registration_retention_days} 天`]
          : [
              'mobile number',
              'e-badge',
              'entrance',
              'exhibitors',
              `${seeded.registration_retention_days} days after the show`,
            ]
      for (const word of words) expect(notice).toContain(word)
      expect(notice).toContain(seeded.organiser_email)
      expect(notice).not.toMatch(/\{\w+\}/)
      // Not the newsletter's notice any more.
      expect(notice).not.toMatch(/unsubscribe|退订/)
      expect(inputValue(html, 'noticeVersion')).toBe('registration/v1')
    })

    it(`booth application and newsletter: each its own notice and version (${locale})`, async () => {
      const apply = await page(localized('/become-an-exhibitor', locale))
      expect(noticeText(apply)).toMatch(locale === 'cn' ? /参展申请/ : /booth application/)
      expect(inputValue(apply, 'noticeVersion')).toBe('application/v1')
      const footer = await page(localized('/newsletter/subscribe', locale))
      expect(inputValue(footer, 'noticeVersion')).toBe('subscription/v1')
      expect(footer).toMatch(locale === 'cn' ? /退订/ : /unsubscribe/)
    })
  }
})

describe('the consent records the version the page showed', () => {
  let n = 0
  const unique = (what: string) => `notices.${what}.${Date.now()}.${++n}@example.com`

  async function registration(noticeVersion: unknown, locale: Locale = 'en') {
    const html = await page(localized('/register', locale))
    const email = unique('visitor')
    const body = {
      truename: 'Zhou Min',
      mobile: `137${String(process.pid % 10000).padStart(4, '0')}${String(++n).padStart(4, '0')}`,
      email,
      company: 'Notice Foods',
      jobTitle: 'Buyer',
      country: 'CN',
      province: '31',
      visitorType: 'importer_distributor',
      interests: ['food-dairy'],
      purchasingRole: 'decides',
      consentPrivacy: true,
      consentNews: true,
      website: '',
      startedAt: inputValue(html, 'startedAt'),
      noticeVersion,
    }
    const answer = await api('/api/visitorRegistration', { lang: locale, body, ip: newClientIp() })
    return { email, answer }
  }

  async function consentVersions(email: string): Promise<string[]> {
    const list = await callServerFn<{ rows: { id: number }[] }>(baseUrl(), FETCH_VISITORS, {
      method: 'GET',
      cookie,
      data: { q: email },
    })
    const [row, ...more] = list.result?.rows ?? []
    if (!row) return []
    expect(more).toEqual([])
    const exported = await callServerFn<string>(baseUrl(), EXPORT_VISITOR, { cookie, data: { id: row.id } })
    const person = JSON.parse(exported.result ?? '{}') as { consents: { noticeVersion: string }[] }
    return person.consents.map((consent) => consent.noticeVersion)
  }

  it('a registration stores the version sent, even once a newer one is shown; an unknown one is refused', async () => {
    const saved = await callServerFn(baseUrl(), SAVE_NOTICE, {
      cookie,
      data: {
        form: 'registration',
        baseVersion: 1,
        bodyCn: '<p>登记说明第二版：展会结束后 {retentionDays} 天删除。</p>',
        bodyEn: '<p>Registration notice, second version: deleted {retentionDays} days after the show.</p>',
      },
    })
    expect(saved.result).toEqual({ ok: true, version: 2, changed: true })
    await expect.poll(() => shownVersion('/en/register'), { timeout: 10_000 }).toBe('registration/v2')
    expect(noticeText(await page('/en/register'))).toContain('second version')

    // A page opened before the save still sends version 1: that is what its visitor read.
    const older = await registration('registration/v1')
    expect(older.answer.status, JSON.stringify(older.answer.body)).toBe(200)
    expect(await consentVersions(older.email)).toEqual(['registration/v1', 'registration/v1'])
    const newer = await registration('registration/v2')
    expect(newer.answer.status).toBe(200)
    expect(await consentVersions(newer.email)).toEqual(['registration/v2', 'registration/v2'])

    for (const [locale, sent] of [
      ['cn', 'registration/v9'],
      ['en', 'subscription/v1'],
      ['en', undefined],
    ] as const) {
      const refused = await registration(sent, locale)
      expect(refused.answer.status).toBe(400)
      expect(refused.answer.body.msg).toBe(t(locale, UNKNOWN))
      expect(await consentVersions(refused.email)).toEqual([])
    }
  })

  it('a newsletter subscription stores the version sent; an unknown one is refused and nothing is stored', async () => {
    const subscribe = (email: string, noticeVersion: string, lang: Locale = 'en') =>
      api('/api/addNewsSubscribe', {
        lang,
        ip: newClientIp(),
        body: { truename: 'Zhou Min', email, company: 'Notice Foods', position: 'Buyer', consent: true, noticeVersion },
      })
    const subscribers = async (email: string) =>
      (
        await callServerFn<{ rows: { email: string; noticeVersion: string | null }[] }>(baseUrl(), FETCH_SUBSCRIBERS, {
          method: 'GET',
          cookie,
          data: { q: email, page: 1 },
        })
      ).result?.rows ?? []

    const refusedEmail = unique('refused')
    const refused = await subscribe(refusedEmail, 'subscription/v7', 'cn')
    expect(refused.status).toBe(400)
    expect(refused.body.msg).toBe(t('cn', UNKNOWN))
    expect(await subscribers(refusedEmail)).toEqual([])

    const email = unique('subscriber')
    expect((await subscribe(email, 'subscription/v1')).status).toBe(200)
    expect((await subscribers(email)).map((row) => row.noticeVersion)).toEqual(['subscription/v1'])
  })

  it('a booth application stores the version sent, by either door; an unknown one is refused and nothing is stored', async () => {
    const fields = (company: string, noticeVersion: string) => ({
      partnershipIntent: 'exhibitor',
      country: 'Germany',
      companyName: company,
      contactName: 'Jonas Notice',
      phone: '+49 911 654321',
      email: unique('exhibitor'),
      productType: 'Organic oats',
      boothType: 'standard',
      areaSqm: '12',
      consent: 'on',
      noticeVersion,
    })
    const applicationsOf = async (company: string) =>
      (
        await callServerFn<{ rows: { id: number }[] }>(baseUrl(), FETCH_APPLICATIONS, {
          method: 'GET',
          cookie,
          data: { q: company, page: 1 },
        })
      ).result?.rows ?? []
    const noticeOf = async (company: string) => {
      const [row] = await applicationsOf(company)
      const detail = await callServerFn<{ noticeVersion: string | null }>(baseUrl(), FETCH_APPLICATION, {
        method: 'GET',
        cookie,
        data: { id: row?.id },
      })
      return detail.result?.noticeVersion
    }

    const json = `Notice Json ${Date.now()} GmbH`
    const sent = await api<{ id: number }>('/api/boothApplication', {
      lang: 'en',
      ip: newClientIp(),
      body: fields(json, 'application/v1'),
    })
    expect(sent.status).toBe(200)
    expect(await noticeOf(json)).toBe('application/v1')

    const plain = `Notice Plain ${Date.now()} GmbH`
    const posted = await postPlainForm('/en/become-an-exhibitor', fields(plain, 'application/v1'))
    expect(posted.status).toBe(303)
    expect(await noticeOf(plain)).toBe('application/v1')

    const unknown = `Notice Unknown ${Date.now()} GmbH`
    const refused = await api('/api/boothApplication', {
      lang: 'cn',
      ip: newClientIp(),
      body: fields(unknown, 'application/v2'),
    })
    expect(refused.status).toBe(400)
    expect(refused.body.msg).toBe(t('cn', UNKNOWN))
    const refusedPlain = await postPlainForm('/become-an-exhibitor', fields(unknown, 'registration/v1'))
    expect(refusedPlain.status).toBe(400)
    expect(testIdText(await refusedPlain.text(), 'apply-error')).toContain(t('cn', UNKNOWN))
    expect(await applicationsOf(unknown)).toEqual([])
  })
})
