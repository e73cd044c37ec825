import { describe, expect, it } from 'vitest'
import { t } from '../support/catalog'
import { expectScriptsAllowedByNonce } from '../support/csp'
import { fieldError, inputValue, metaContent, testIdText } from '../support/html'
import { api, get, newClientIp, postPlainForm } from '../support/http'

/**
 * The footer's news-letter form as a plain HTML form (no JavaScript, or sent before the footer
 * hydrated): `POST /newsletter/subscribe` with URL-encoded fields, through the same guard and core
 * as `POST /api/addNewsSubscribe`.
 */
type Locale = 'cn' | 'en'
const LOCALES: Locale[] = ['cn', 'en']
const pagePath = (locale: Locale) => (locale === 'en' ? '/en/newsletter/subscribe' : '/newsletter/subscribe')
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`
const valid = {
  truename: 'Lena Plain',
  company: 'Plain Foods',
  position: 'Buyer',
  consent: 'on',
  website: '',
  noticeVersion: 'subscription/v1',
}

describe('the news-letter form without JavaScript', () => {
  it('is what every page footer posts to, with POST: nothing typed ever lands in a URL', async () => {
    for (const locale of LOCALES) {
      const html = await (await get(locale === 'en' ? '/en/news' : '/news')).text()
      const form = /<form\b[^>]*data-testid="subscribe-form"[^>]*>/.exec(html)?.[0] ?? ''
      expect(form).toMatch(/\smethod="post"/)
      expect(form).toContain(`action="${pagePath(locale)}"`)
    }
  })

  for (const locale of LOCALES) {
    it(`re-renders a refused post with the first invalid field's message and the entries, safely (${locale})`, async () => {
      const hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>'
      const res = await postPlainForm(pagePath(locale), { ...valid, truename: hostile, email: 'not-an-email' })
      expect(res.status).toBe(400)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      const html = await res.text()
      expect(fieldError(html, 'email')).toBe(t(locale, 'Please enter the correct email'))
      expect(fieldError(html, 'truename')).toBeUndefined()
      expect(inputValue(html, 'truename')).toBe(hostile)
      expect(inputValue(html, 'email')).toBe('not-an-email')
      expect(inputValue(html, 'company')).toBe('Plain Foods')
      expect(html).toMatch(/<input[^>]*name="consent"[^>]*checked=""/)
      expect(html).not.toContain('<script>alert(1)')
      expect(html).not.toContain('<img src=x')
      expect(metaContent(html, 'robots')).toBe('noindex')
      expectScriptsAllowedByNonce(res, html)

      // the spec's order: the first empty field wins, the consent comes last
      const noConsent = await postPlainForm(pagePath(locale), { ...valid, consent: '', email: uniqueEmail('nc') })
      expect(noConsent.status).toBe(400)
      expect(fieldError(await noConsent.text(), 'consent')).toBe(
        t(locale, 'Please agree to the privacy notice before submitting'),
      )
    })

    it(`redirects an accepted post (303) to a page that shows the success (${locale})`, async () => {
      const res = await postPlainForm(pagePath(locale), { ...valid, email: uniqueEmail(`plain-${locale}`) })
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe(`${pagePath(locale)}?sent=1`)
      const page = await get(`${pagePath(locale)}?sent=1`)
      expect(page.status).toBe(200)
      expect(page.headers.get('cache-control')).toBe('no-store')
      const success = testIdText(await page.text(), 'subscribe-success')
      expect(success).toContain(t(locale, 'Submission Successful'))
      // the page without the flag shows the form and no outcome
      const plain = await (await get(pagePath(locale))).text()
      expect(testIdText(plain, 'subscribe-success')).toBeUndefined()
      expect(testIdText(plain, 'subscribe-error')).toBeUndefined()
      expect(inputValue(plain, 'email')).toBeUndefined()
    })
  }

  it('refuses cross-site posts and oversized bodies like the API, without echoing anything', async () => {
    const evil = await postPlainForm(
      pagePath('en'),
      { ...valid, email: uniqueEmail('evil') },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    )
    expect(evil.status).toBe(403)
    const evilHtml = await evil.text()
    expect(testIdText(evilHtml, 'subscribe-error')).toBe(t('en', 'Cross-site submissions are not accepted'))
    expect(inputValue(evilHtml, 'truename')).toBeUndefined()
    const huge = await postPlainForm(pagePath('en'), { ...valid, position: 'x'.repeat(20_000) })
    expect(huge.status).toBe(413)
    expect(testIdText(await huge.text(), 'subscribe-error')).toBe(t('en', 'The request is too large'))
  })

  it('shares the rate limit of the JSON API and keeps the entries when it refuses', async () => {
    const ip = newClientIp()
    for (let i = 0; i < 10; i++) {
      const answer = await api('/api/addNewsSubscribe', { body: { ...valid, truename: '' }, ip })
      expect(answer.status).toBe(400)
    }
    const limited = await postPlainForm(pagePath('cn'), { ...valid, email: uniqueEmail('limited') }, { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await limited.text()
    expect(testIdText(html, 'subscribe-error')).toBe(
      t('cn', 'Too many submissions. Please try again in a few minutes.'),
    )
    expect(inputValue(html, 'company')).toBe(valid.company)
  })

  it('answers a bot that filled the honeypot like a person, as the API does', async () => {
    const res = await postPlainForm(pagePath('en'), {
      ...valid,
      email: uniqueEmail('bot'),
      website: 'http://spam.example',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${pagePath('en')}?sent=1`)
  })
})
