import { beforeAll, describe, expect, it } from 'vitest'
import { t } from '../support/catalog'
import { fieldError, inputValue, testIdText } from '../support/html'
import { api, baseUrl, get, newClientIp, postPlainForm } from '../support/http'
import { withOwnServer } from '../support/own-server'
import { withRegistrationOpen } from '../support/registration-open'
import { callServerFn } from '../support/server-fn-call'
import { serverFnPath, signInCookie } from '../support/uploads'

/**
 * Trade-visitor pre-registration over HTTP (issue 26, ADR 033, ADR 037): `POST /api/visitorRegistration`
 * and the page's plain form `POST /register`, both through the form guard and one core; a pending
 * registration until the mailed code is posted from `/register/confirm`.
 */
type Locale = 'cn' | 'en'
const LOCALES: Locale[] = ['cn', 'en']
const localized = (path: string, locale: Locale) => (locale === 'en' ? `/en${path}` : path)
const registerPath = (locale: Locale) => localized('/register', locale)
const confirmPath = (locale: Locale) => localized('/register/confirm', locale)
const REGISTERED = 'Thank you. We have sent a mail to the address you gave: open it to get your e-badge.'

const FETCH_OUTBOX = serverFnPath('src/admin/mail/outbox.functions.ts', 'fetchOutbox')
const FETCH_VISITORS = serverFnPath('src/admin/visitors/visitors.functions.ts', 'fetchVisitors')

// It opens registration by moving the show dates, which every page shows: on a server of its own.
withOwnServer('http-registration')

let cookie = ''

/** The hidden fields the page renders with its form: the signed start and the notice shown. */
async function formOf(locale: Locale = 'en'): Promise<{ startedAt: string; noticeVersion: string }> {
  const html = await (await get(registerPath(locale))).text()
  return { startedAt: inputValue(html, 'startedAt') ?? '', noticeVersion: inputValue(html, 'noticeVersion') ?? '' }
}

let counter = 0
let form = { startedAt: '', noticeVersion: '' }
/** A valid registration with its own e-mail and mobile, as the page sends it (honeypot and stamp included). */
function visitor(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1
  const n = `${String(process.pid % 10000).padStart(4, '0')}${String(counter).padStart(4, '0')}`
  return {
    truename: 'Li Na',
    mobile: `139${n}`,
    email: `http.visitor.${Date.now()}.${counter}@example.com`,
    company: 'Green Basket Trading',
    jobTitle: 'Buyer',
    country: 'CN',
    province: '31',
    visitorType: 'importer_distributor',
    interests: ['food-dairy'],
    purchasingRole: 'decides',
    consentPrivacy: true,
    website: '',
    ...form,
    ...overrides,
  }
}

const register = (body: Record<string, unknown>, lang: Locale = 'cn', ip = newClientIp()) =>
  api<{ errors?: Record<string, string> } | null>('/api/visitorRegistration', { lang, body, ip })

interface Mail {
  kind: string
  to: string
  text: string
}
/** The outbox's mails to an address (any case), oldest first. */
async function mailsTo(address: string): Promise<Mail[]> {
  const outbox = await callServerFn<Mail[]>(baseUrl(), FETCH_OUTBOX, { method: 'GET', cookie })
  return (outbox.result ?? []).filter((mail) => mail.to.toLowerCase() === address.toLowerCase()).reverse()
}

/** The code after `#` in the newest confirmation mail's link. */
async function mailedCode(address: string, locale: Locale = 'cn'): Promise<string> {
  const mail = (await mailsTo(address)).filter((m) => m.kind === 'visitor_confirm').at(-1)
  const code = new RegExp(`https?://[^/\\s]+${confirmPath(locale)}#([A-Z2-7]{26})`).exec(mail?.text ?? '')?.[1]
  expect(code, mail?.text).toBeDefined()
  return code ?? ''
}

const confirm = (locale: Locale, code: string) => postPlainForm(confirmPath(locale), { code })

async function registrationsOf(email: string) {
  const list = await callServerFn<{ rows: { email: string | null; status: string; name: string | null }[] }>(
    baseUrl(),
    FETCH_VISITORS,
    { method: 'GET', cookie, data: { q: email } },
  )
  return list.result?.rows ?? []
}

beforeAll(async () => {
  cookie = await signInCookie(baseUrl(), newClientIp())
})

describe('registration once the show has ended (the seed: 11-13 June 2025)', () => {
  for (const locale of LOCALES) {
    it(`shows a closed page, and both doors answer 410 and store nothing (${locale})`, async () => {
      const page = await (await get(registerPath(locale))).text()
      expect(page).toContain('data-testid="registration-closed"')
      expect(page).toContain(t(locale, 'Registration is closed'))
      expect(page).not.toContain('data-testid="register-form"')
      expect(page).toContain(`href="${localized('/newsletter/subscribe', locale)}"`)

      const body = visitor({ startedAt: 'none', noticeVersion: 'none' })
      const refused = await register(body, locale)
      expect(refused.status).toBe(410)
      expect(refused.body).toEqual({
        code: 410,
        msg: t(locale, 'Registration for this show is closed: the show has ended.'),
        data: null,
      })
      const plain = await postPlainForm(registerPath(locale), { email: String(body.email), consentPrivacy: 'on' })
      expect(plain.status).toBe(410)
      expect(await mailsTo(String(body.email))).toEqual([])
      expect(await registrationsOf(String(body.email))).toEqual([])
    })
  }
})

describe('registration before the show', () => {
  // The organiser's settings, as the back office saves them: a show a month from now.
  withRegistrationOpen()
  beforeAll(async () => {
    form = await formOf()
  })

  describe('POST /api/visitorRegistration', () => {
    for (const locale of LOCALES) {
      it(`refuses bad input with each field's localised message (${locale})`, async () => {
        const refused = await register(
          visitor({ truename: 'x'.repeat(2000), mobile: '12345', consentPrivacy: false, country: 'CN', province: '' }),
          locale,
        )
        expect(refused.status).toBe(400)
        expect(refused.headers.get('cache-control')).toBe('no-store')
        const errors = refused.body.data?.errors ?? {}
        expect(errors.truename).toBe(t(locale, 'This entry is too long'))
        expect(errors.mobile).toBe(
          t(
            locale,
            'Please enter an 11-digit mainland mobile number, or an international one starting with + and the country code',
          ),
        )
        expect(errors.consentPrivacy).toBe(t(locale, 'Please agree to the privacy notice before submitting'))
        expect(errors.province).toBe(t(locale, 'Please choose your province'))
      })

      it(`stores a pending registration and mails a code; the repeat answers the same (${locale})`, async () => {
        const body = visitor()
        const email = String(body.email)
        const first = await register(body, locale)
        expect(first.body).toEqual({ code: 200, msg: t(locale, REGISTERED), data: null })
        expect((await registrationsOf(email)).map((row) => row.status)).toEqual(['pending'])
        // The badge waits for the code: the only mail is the confirmation, its code after `#`.
        expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual(['visitor_confirm'])
        await mailedCode(email, locale)
        // Same e-mail in other case, another mobile: the same answer, nothing tells it was a repeat.
        const again = await register({ ...body, email: email.toUpperCase(), mobile: '+8613700000000' }, locale)
        expect(again.body).toEqual(first.body)
      })
    }

    it("a victim's mobile with an attacker's e-mail binds nothing: the owner's own registration gets their own badge", async () => {
      const victimMobile = `+86139${String(Date.now()).slice(-8)}`
      const attacker = visitor({ mobile: victimMobile, email: `attacker.${Date.now()}@evil.example` })
      expect((await register(attacker, 'en')).status).toBe(200)
      const owner = visitor({ mobile: victimMobile, truename: 'Real Owner' })
      const ownerEmail = String(owner.email)
      expect((await register(owner, 'en')).status).toBe(200)
      const opened = await confirm('en', await mailedCode(ownerEmail, 'en'))
      expect(opened.status).toBe(303)
      const badge = opened.headers.get('location') ?? ''
      expect(badge).toMatch(/^\/en\/badge\/[A-Z2-7]{26}$/)
      expect((await registrationsOf(ownerEmail)).map((row) => [row.status, row.name])).toEqual([
        ['active', 'Real Owner'],
      ])
      expect((await mailsTo(ownerEmail)).map((mail) => mail.kind)).toEqual(['visitor_confirm', 'visitor_badge'])
      expect((await mailsTo(ownerEmail)).at(-1)?.text).toContain(badge)
      // The attacker's mailbox got their own confirmation, nothing of the owner's.
      const theirs = await mailsTo(String(attacker.email))
      expect(theirs.map((mail) => mail.kind)).toEqual(['visitor_confirm'])
      expect(theirs[0]?.text).not.toContain(badge)
    })

    it('a repeat of a confirmed address mails the badge on file to that address only; the 4th mail of a day is not sent', async () => {
      const body = visitor()
      const email = String(body.email)
      await register(body, 'en')
      const opened = await confirm('en', await mailedCode(email, 'en'))
      const badge = opened.headers.get('location') ?? ''
      // Mails so far: the confirmation and the badge. A repeat (another name, another mobile) sends the
      // badge on file again, to the address on file, and changes nothing.
      const repeat = await register({ ...body, truename: 'Someone Else', mobile: '+8613700000001' }, 'en')
      expect(repeat.body.msg).toBe(t('en', REGISTERED))
      const mails = await mailsTo(email)
      expect(mails.map((mail) => mail.kind)).toEqual(['visitor_confirm', 'visitor_badge', 'visitor_badge'])
      expect(mails.at(-1)?.text).toContain(badge)
      expect((await registrationsOf(email)).map((row) => row.name)).toEqual(['Li Na'])
      // The fourth of the day is not sent; the answer is the same.
      const fourth = await register(body, 'en')
      expect(fourth.body).toEqual(repeat.body)
      expect(await mailsTo(email)).toHaveLength(3)
    })

    it('refuses a client-made start time, a forged one and a body without the honeypot', async () => {
      for (const startedAt of [0, Date.now() - 60_000, `${Date.now() - 60_000}.AAAAAAAAAAAA.${'A'.repeat(43)}`]) {
        const refused = await register(visitor({ startedAt }), 'en')
        expect(refused.status).toBe(400)
        expect(refused.body.msg).toBe(t('en', 'This form is out of date. Please reload the page and send it again.'))
      }
      const { website: _website, ...withoutHoneypot } = visitor()
      const bare = await register(withoutHoneypot, 'en')
      expect(bare.status).toBe(400)
      expect(await mailsTo(String(withoutHoneypot.email))).toEqual([])
    })

    it('takes international mobiles with their country code and refuses a +86 number that is not a mobile', async () => {
      const ok = await register(visitor({ mobile: '+49 151 2345 6789', country: 'DE', province: '' }), 'en')
      expect(ok.status).toBe(200)
      const bad = await register(visitor({ mobile: '+86 10 1234 5678' }), 'en')
      expect(bad.status).toBe(400)
      expect(Object.keys(bad.body.data?.errors ?? {})).toEqual(['mobile'])
    })

    it('refuses interests outside the industries tree', async () => {
      const unknown = await register(visitor({ interests: ['no-such-industry'] }), 'en')
      expect(unknown.status).toBe(400)
      expect(unknown.body.data?.errors?.interests).toBe(t('en', 'Please choose product interests from the list'))
    })

    it('answers a filled honeypot like a person and refuses cross-site posts and wrong types', async () => {
      const bot = visitor({ website: 'http://spam.example' })
      expect((await register(bot, 'en')).status).toBe(200)
      expect(await mailsTo(String(bot.email))).toEqual([])
      const crossSite = await api('/api/visitorRegistration', {
        body: visitor(),
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        ip: newClientIp(),
      })
      expect(crossSite.status).toBe(403)
      const text = await api('/api/visitorRegistration', {
        body: 'a=b',
        headers: { 'content-type': 'text/plain' },
        ip: newClientIp(),
      })
      expect(text.status).toBe(415)
    })

    it('counts the client against the forms rate limit (429 with Retry-After)', async () => {
      const ip = newClientIp()
      let last = await register(visitor({ truename: '' }), 'en', ip)
      for (let i = 0; i < 12 && last.status !== 429; i++) last = await register(visitor({ truename: '' }), 'en', ip)
      expect(last.status).toBe(429)
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
    })
  })

  describe('the confirmation page', () => {
    for (const locale of LOCALES) {
      it(`changes nothing when opened; its form's POST confirms once and leads to the badge (${locale})`, async () => {
        const body = visitor()
        const email = String(body.email)
        await register(body, locale)
        const code = await mailedCode(email, locale)
        // A mail scanner opening the link (with or without the code) changes nothing.
        for (const path of [confirmPath(locale), `${confirmPath(locale)}?code=${code}`]) {
          const page = await get(path)
          expect(page.status).toBe(200)
          expect(page.headers.get('cache-control')).toBe('no-store')
          expect(page.headers.get('x-robots-tag')).toContain('noindex')
          expect(await page.text()).toContain('name="code"')
        }
        expect((await registrationsOf(email)).map((row) => row.status)).toEqual(['pending'])

        const opened = await confirm(locale, code)
        expect(opened.status).toBe(303)
        const badge = opened.headers.get('location') ?? ''
        expect(badge).toMatch(new RegExp(`^${localized('/badge/', locale)}[A-Z2-7]{26}$`))
        expect((await registrationsOf(email)).map((row) => row.status)).toEqual(['active'])
        expect((await get(badge)).status).toBe(200)
        // Used: the same code again is refused on the page, in the page's language.
        const again = await confirm(locale, code)
        expect(again.status).toBe(404)
        expect(testIdText(await again.text(), 'register-confirm-error')).toBe(
          t(locale, 'This code is unknown, used or expired. Please register again to get a new mail.'),
        )
      })
    }

    it('the page script’s door, POST /api/confirmVisitorRegistration, confirms the same way', async () => {
      const body = visitor()
      const email = String(body.email)
      await register(body, 'en')
      const code = await mailedCode(email, 'en')
      const confirmApi = (sent: string) =>
        api<{ badge: string } | null>('/api/confirmVisitorRegistration', {
          lang: 'en',
          body: { code: sent },
          ip: newClientIp(),
        })
      const opened = await confirmApi(code)
      expect(opened.status).toBe(200)
      expect(opened.body.data?.badge).toMatch(/^\/en\/badge\/[A-Z2-7]{26}$/)
      expect((await registrationsOf(email)).map((row) => row.status)).toEqual(['active'])
      const again = await confirmApi(code)
      expect(again.status).toBe(404)
      expect(again.body.msg).toBe(
        t('en', 'This code is unknown, used or expired. Please register again to get a new mail.'),
      )
    })
  })

  describe('the registration page without JavaScript', () => {
    for (const locale of LOCALES) {
      it(`re-renders a refused post with messages and entries, and redirects an accepted one (${locale})`, async () => {
        const fields = {
          truename: '<b>Wang</b>',
          mobile: '1391234',
          email: `plain.${locale}.${Date.now()}@example.com`,
          company: 'Plain Form Foods',
          jobTitle: 'Manager',
          country: 'CN',
          province: '44',
          visitorType: 'retail',
          purchasingRole: 'recommends',
          'interest.food-dairy': 'on',
          website: '',
          ...(await formOf(locale)),
        }
        const refused = await postPlainForm(registerPath(locale), fields)
        expect(refused.status).toBe(400)
        expect(refused.headers.get('cache-control')).toBe('no-store')
        const html = await refused.text()
        expect(fieldError(html, 'consentPrivacy')).toBe(
          t(locale, 'Please agree to the privacy notice before submitting'),
        )
        expect(fieldError(html, 'mobile')).toBeDefined()
        expect(inputValue(html, 'truename')).toBe('<b>Wang</b>')
        expect(html).not.toContain('<b>Wang</b>')
        expect(html).toMatch(/<input[^>]*name="interest\.food-dairy"[^>]*checked=""/)
        // The signed start sent is kept, so the second send counts from the first render.
        expect(inputValue(html, 'startedAt')).toBe(fields.startedAt)

        const accepted = await postPlainForm(registerPath(locale), {
          ...fields,
          mobile: `13${String(Date.now()).slice(-9)}`,
          consentPrivacy: 'on',
        })
        expect(accepted.status).toBe(303)
        expect(accepted.headers.get('location')).toBe(`${registerPath(locale)}?sent=1#register-title`)
        const sent = await (await get(`${registerPath(locale)}?sent=1`)).text()
        expect(testIdText(sent, 'register-success')).toContain(t(locale, REGISTERED))
        expect((await mailsTo(fields.email)).map((mail) => mail.kind)).toEqual(['visitor_confirm'])
      })
    }

    it('renders a new signed start when the one sent is no good', async () => {
      const html = await (
        await postPlainForm(registerPath('en'), {
          truename: 'Wang',
          website: '',
          startedAt: '0',
          noticeVersion: form.noticeVersion,
        })
      ).text()
      expect(inputValue(html, 'startedAt')).toMatch(/^\d+\.[\w-]{12}\.[\w-]{43}$/)
    })
  })
})

describe('the badge page', () => {
  it('answers an unknown or malformed badge 404, never stored and never indexed', async () => {
    for (const path of ['/badge/AAAAAAAAAAAAAAAAAAAAAAAAAA', '/en/badge/not-a-token']) {
      const res = await get(path)
      expect(res.status).toBe(404)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    }
  })
})
