import { describe, expect, it } from 'vitest'
import { t } from '../support/catalog'
import { expectScriptsAllowedByNonce } from '../support/csp'
import { fieldError, inputValue, testIdText } from '../support/html'
import { api, get, newClientIp, postPlainForm } from '../support/http'

/**
 * The booth application as a plain HTML form (no JavaScript): `POST /become-an-exhibitor` with
 * URL-encoded fields, through the same guard and core as `POST /api/boothApplication`.
 */
type Locale = 'cn' | 'en'
const pagePath = (locale: Locale) => (locale === 'en' ? '/en/become-an-exhibitor' : '/become-an-exhibitor')

const valid = {
  partnershipIntent: 'exhibitor',
  country: 'Germany',
  companyName: 'Plain Form GmbH',
  contactName: 'Jonas Form',
  phone: '+49 911 654321',
  email: 'jonas@example.com',
  productType: 'Organic oats',
  boothType: 'standard',
  areaSqm: '12',
  consent: 'on',
  noticeVersion: 'application/v1',
}

const postForm = (locale: Locale, fields: Record<string, string>, init?: Parameters<typeof postPlainForm>[2]) =>
  postPlainForm(pagePath(locale), fields, init)

describe('the booth form without JavaScript', () => {
  for (const locale of ['cn', 'en'] as Locale[]) {
    it(`re-renders a refused post with each field's message and the entries, safely (${locale})`, async () => {
      const hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>'
      const res = await postForm(locale, {
        ...valid,
        country: '',
        email: 'not-an-email',
        areaSqm: '5',
        companyName: hostile,
      })
      expect(res.status).toBe(400)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const html = await res.text()
      expect(fieldError(html, 'country')).toBe(t(locale, 'Please enter the exhibiting country'))
      expect(fieldError(html, 'email')).toBe(t(locale, 'Please enter the correct email'))
      expect(fieldError(html, 'areaSqm')).toBe(t(locale, 'A standard booth needs at least 9 sqm'))
      expect(fieldError(html, 'companyName')).toBeUndefined()
      expect(testIdText(html, 'apply-error')).toBe(t(locale, 'Please correct the highlighted fields.'))
      // what was typed comes back as text, never as markup, also inside the hydration data
      expect(inputValue(html, 'companyName')).toBe(hostile)
      expect(inputValue(html, 'email')).toBe('not-an-email')
      expect(inputValue(html, 'areaSqm')).toBe('5')
      expect(html).toMatch(/<input[^>]*name="consent"[^>]*checked=""/)
      expect(html).not.toContain('<script>alert(1)')
      expect(html).not.toContain('<img src=x')
      // a page rendered for this answer alone: every script carries the nonce its policy names (the
      // hydration data with the typed text included), and nothing typed became a script
      expectScriptsAllowedByNonce(res, html)
    })

    it(`redirects an accepted post (303) to a page that shows the success (${locale})`, async () => {
      const res = await postForm(locale, { ...valid, companyName: `Plain Form ${locale} ${Date.now()}` })
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe(`${pagePath(locale)}?sent=1#apply-title`)
      const page = await get(`${pagePath(locale)}?sent=1`)
      expect(page.status).toBe(200)
      const success = testIdText(await page.text(), 'apply-success')
      expect(success).toContain(t(locale, 'Submission Successful'))
      expect(success).toContain(
        t(locale, 'Thank you! Your application has been received; our team will contact you within two working days.'),
      )
      // the page itself shows no outcome
      const plain = await (await get(pagePath(locale))).text()
      expect(testIdText(plain, 'apply-success')).toBeUndefined()
      expect(testIdText(plain, 'apply-error')).toBeUndefined()
    })
  }

  it('refuses cross-site posts and oversized bodies like the API, without echoing anything', async () => {
    const evil = await postForm('en', valid, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(evil.status).toBe(403)
    const evilHtml = await evil.text()
    expect(testIdText(evilHtml, 'apply-error')).toBe(t('en', 'Cross-site submissions are not accepted'))
    expect(inputValue(evilHtml, 'companyName')).toBe('')
    const huge = await postForm('en', { ...valid, productType: 'x'.repeat(20_000) })
    expect(huge.status).toBe(413)
    expect(testIdText(await huge.text(), 'apply-error')).toBe(t('en', 'The request is too large'))
  })

  it('shares the rate limit of the JSON API and keeps the entries when it refuses', async () => {
    const ip = newClientIp()
    for (let i = 0; i < 10; i++) {
      const answer = await api('/api/boothApplication', { body: { ...valid, country: '' }, ip })
      expect(answer.status).toBe(400)
    }
    const limited = await postForm('cn', valid, { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await limited.text()
    expect(testIdText(html, 'apply-error')).toBe(t('cn', 'Too many submissions. Please try again in a few minutes.'))
    expect(inputValue(html, 'companyName')).toBe(valid.companyName)
  })

  it('answers a bot that filled the honeypot like a person, without keeping anything', async () => {
    const res = await postForm('en', { ...valid, website: 'http://spam.example' })
    expect(res.status).toBe(303)
  })
})
