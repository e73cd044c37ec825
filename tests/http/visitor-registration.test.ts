import { describe, expect, it } from 'vitest'
import { t } from '../support/catalog'
import { fieldError, inputValue, testIdText } from '../support/html'
import { api, get, newClientIp, postPlainForm } from '../support/http'

/**
 * Trade-visitor pre-registration over HTTP (issue 26, ADR 033): `POST /api/visitorRegistration` and
 * the page's plain form `POST /register`, both through the form guard and one core.
 */
type Locale = 'cn' | 'en'
const LOCALES: Locale[] = ['cn', 'en']
const registerPath = (locale: Locale) => (locale === 'en' ? '/en/register' : '/register')

let counter = 0
/** A valid registration with its own e-mail and mobile, shown long enough ago. */
function visitor(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1
  // A fresh database per run: the process id and a counter make each test's mobile its own.
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
    startedAt: Date.now() - 60_000,
    ...overrides,
  }
}

const register = (body: Record<string, unknown>, lang: Locale = 'cn', ip = newClientIp()) =>
  api<{ errors?: Record<string, string> } | null>('/api/visitorRegistration', { lang, body, ip })

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

    it(`accepts a registration, and a repeat answers the same (${locale})`, async () => {
      const body = visitor()
      const first = await register(body, locale)
      expect({ status: first.status, data: first.body.data }).toEqual({ status: 200, data: null })
      expect(first.body).toEqual({
        code: 200,
        msg: t(locale, 'Thank you for registering. Your e-badge is on its way to your e-mail address.'),
        data: null,
      })
      // Same e-mail in other case, another mobile: the same answer, nothing tells it was a repeat.
      const again = await register({ ...body, email: String(body.email).toUpperCase(), mobile: '+8613700000000' })
      expect(again.status).toBe(200)
      expect(again.body).toEqual({ ...first.body, msg: again.body.msg })
    })
  }

  it('takes international mobiles with their country code and refuses a +86 number that is not a mobile', async () => {
    const ok = await register(visitor({ mobile: '+49 151 2345 6789', country: 'DE', province: '' }), 'en')
    expect(ok.status).toBe(200)
    const bad = await register(visitor({ mobile: '+86 10 1234 5678' }), 'en')
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.data?.errors ?? {})).toEqual(['mobile'])
  })

  it('refuses interests outside the industries tree and a form sent faster than a person fills it in', async () => {
    const unknown = await register(visitor({ interests: ['no-such-industry'] }), 'en')
    expect(unknown.status).toBe(400)
    expect(unknown.body.data?.errors?.interests).toBe(t('en', 'Please choose product interests from the list'))
    const fast = await register(visitor({ startedAt: Date.now() }), 'en')
    expect(fast.status).toBe(400)
    expect(fast.body.msg).toBe(t('en', 'That was very quick. Please check your entries and send the form again.'))
    const stampless = await register(visitor({ startedAt: undefined }), 'en')
    expect(stampless.status).toBe(400)
  })

  it('answers a filled honeypot like a person and refuses cross-site posts and wrong types', async () => {
    const bot = await register(visitor({ website: 'http://spam.example' }), 'en')
    expect(bot.status).toBe(200)
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
        startedAt: String(Date.now() - 30_000),
      }
      const refused = await postPlainForm(registerPath(locale), fields)
      expect(refused.status).toBe(400)
      expect(refused.headers.get('cache-control')).toBe('no-store')
      const html = await refused.text()
      expect(fieldError(html, 'consentPrivacy')).toBe(t(locale, 'Please agree to the privacy notice before submitting'))
      expect(fieldError(html, 'mobile')).toBeDefined()
      expect(inputValue(html, 'truename')).toBe('<b>Wang</b>')
      expect(html).not.toContain('<b>Wang</b>')
      expect(html).toMatch(/<input[^>]*name="interest\.food-dairy"[^>]*checked=""/)

      const accepted = await postPlainForm(registerPath(locale), {
        ...fields,
        mobile: `13${String(Date.now()).slice(-9)}`,
        consentPrivacy: 'on',
      })
      expect(accepted.status).toBe(303)
      expect(accepted.headers.get('location')).toBe(`${registerPath(locale)}?sent=1#register-title`)
      const sent = await (await get(`${registerPath(locale)}?sent=1`)).text()
      expect(testIdText(sent, 'register-success')).toContain(
        t(locale, 'Thank you for registering. Your e-badge is on its way to your e-mail address.'),
      )
    })
  }
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

  it('serves its service worker for both languages’ badge pages', async () => {
    const res = await get('/badge/sw.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(res.headers.get('service-worker-allowed')).toBe('/')
    expect(await res.text()).toContain("addEventListener('fetch'")
  })
})
