import { describe, expect, inject, it } from 'vitest'
import { t } from '../support/catalog'
import { api, baseUrl, newClientIp } from '../support/http'

type Locale = 'cn' | 'en'
const valid = {
  truename: 'Li Wei',
  email: 'li.wei@example.com',
  company: 'Green Valley Foods',
  position: 'Buyer',
  consent: true,
  noticeVersion: 'subscription/v1',
}
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`

describe('POST /api/addNewsSubscribe', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['name', { ...valid, truename: '' }, 'Please enter your name'],
    ['email', { ...valid, email: '  ' }, 'Please enter email'],
    ['company', { ...valid, company: '' }, 'Please enter your company'],
    ['position', { ...valid, position: undefined }, 'Please enter your position'],
    ['email format', { ...valid, email: 'not-an-email' }, 'Please enter the correct email'],
    ['consent', { ...valid, consent: false }, 'Please agree to the privacy notice before submitting'],
  ]
  for (const locale of ['cn', 'en'] as Locale[]) {
    it.each(cases)(`refuses a missing %s with the spec's message (${locale})`, async (_field, body, message) => {
      const res = await api('/api/addNewsSubscribe', { lang: locale, body, ip: newClientIp() })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(400)
      expect(res.body.msg).toBe(t(locale, message))
    })
  }

  it('checks in the spec order: the first empty field wins, the format comes after emptiness', async () => {
    const res = await api('/api/addNewsSubscribe', {
      lang: 'en',
      body: { truename: '', email: 'bad', company: '', position: '' },
      ip: newClientIp(),
    })
    expect(res.body.msg).toBe(t('en', 'Please enter your name'))
    const formatLast = await api('/api/addNewsSubscribe', {
      lang: 'en',
      body: { truename: 'A', email: 'bad', company: '', position: 'B', consent: true },
      ip: newClientIp(),
    })
    expect(formatLast.body.msg).toBe(t('en', 'Please enter your company'))
  })

  it('answers code 200 with the localised success text, also for a repeat of the same e-mail', async () => {
    const email = uniqueEmail('repeat')
    for (const locale of ['cn', 'en'] as Locale[]) {
      const res = await api('/api/addNewsSubscribe', { lang: locale, body: { ...valid, email }, ip: newClientIp() })
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ code: 200, msg: t(locale, 'Submission Successful'), data: null })
    }
    const upper = await api('/api/addNewsSubscribe', {
      body: { ...valid, email: email.toUpperCase() },
      ip: newClientIp(),
    })
    expect(upper.body.code).toBe(200)
  })

  it('accepts URL-encoded form posts and an Idempotency-Key on retries', async () => {
    const form = new URLSearchParams({ ...valid, consent: 'on', email: uniqueEmail('form') }).toString()
    const headers = { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': 'retry-key-0001' }
    const ip = newClientIp()
    const first = await api('/api/addNewsSubscribe', { body: form, headers, ip })
    const second = await api('/api/addNewsSubscribe', { body: form, headers, ip })
    expect(first.body.code).toBe(200)
    expect(second.body).toEqual(first.body)
  })
})

describe('POST /api/boothApplication', () => {
  const application = {
    partnershipIntent: 'exhibitor',
    country: 'Germany',
    companyName: 'Bergland Naturkost GmbH',
    contactName: 'Anna Weber',
    phone: '+49 911 123456',
    email: 'anna.weber@example.de',
    productType: 'Organic cereals and muesli',
    boothType: 'standard',
    areaSqm: 12,
    consent: true,
    noticeVersion: 'application/v1',
  }

  it('reports every invalid field with its own localised message', async () => {
    for (const locale of ['cn', 'en'] as Locale[]) {
      const res = await api<{ errors: Record<string, string> }>('/api/boothApplication', {
        lang: locale,
        body: { boothType: 'standard', areaSqm: 'x', email: 'nope', phone: 'call me' },
        ip: newClientIp(),
      })
      expect(res.status).toBe(400)
      const errors = res.body.data.errors
      expect(errors.partnershipIntent).toBe(t(locale, 'Please choose the intended exhibition partnership'))
      expect(errors.country).toBe(t(locale, 'Please enter the exhibiting country'))
      expect(errors.companyName).toBe(t(locale, 'Please enter the company name'))
      expect(errors.contactName).toBe(t(locale, 'Please enter the contact name'))
      expect(errors.phone).toBe(t(locale, 'Please enter a valid phone number'))
      expect(errors.email).toBe(t(locale, 'Please enter the correct email'))
      expect(errors.productType).toBe(t(locale, 'Please enter the product type'))
      expect(errors.areaSqm).toBe(t(locale, 'Please enter the booth area in square metres'))
      expect(errors.consent).toBe(t(locale, 'Please agree to the privacy notice before submitting'))
      expect(res.body.msg).toBe(errors.partnershipIntent)
    }
  })

  it('refuses areas under the booth type minimum (9 sqm standard, 36 sqm bare space)', async () => {
    const small = await api<{ errors: Record<string, string> }>('/api/boothApplication', {
      lang: 'en',
      body: { ...application, areaSqm: 8 },
      ip: newClientIp(),
    })
    expect(small.body.data.errors.areaSqm).toBe(t('en', 'A standard booth needs at least 9 sqm'))
    const bare = await api<{ errors: Record<string, string> }>('/api/boothApplication', {
      lang: 'cn',
      body: { ...application, boothType: 'bare_space', areaSqm: 35 },
      ip: newClientIp(),
    })
    expect(bare.body.data.errors.areaSqm).toBe(t('cn', 'Bare space needs at least 36 sqm'))
    const ok = await api('/api/boothApplication', {
      body: { ...application, boothType: 'bare_space', areaSqm: 36 },
      ip: newClientIp(),
    })
    expect(ok.body.code).toBe(200)
  })

  it('takes up to three preferred booths still available, and names a taken one in its refusal', async () => {
    // What a visitor sees: the free booths on the apply page, every booth on the plan.
    const page = await (await fetch(`${baseUrl()}/en/become-an-exhibitor`)).text()
    const free = [...page.matchAll(/<th scope="row"[^>]*>(N5-[A-Z0-9]+)<\/th>/g)].map((m) => m[1] ?? '')
    const plan = await (await fetch(`${baseUrl()}/en/floor-plan`)).text()
    const taken = [...plan.matchAll(/data-booth="(N5-[A-Z0-9]+)"/g)]
      .map((m) => m[1] ?? '')
      .find((l) => !free.includes(l))
    expect(free.length).toBeGreaterThan(3)
    if (!taken) throw new Error('no taken booth on the seeded plan')
    // Any two free booths: an application wishes for booths, it takes none.
    const [first = '', second = ''] = free.slice(-2)
    const ok = await api<{ id: number }>('/api/boothApplication', {
      body: { ...application, preferredBooths: `${first.toLowerCase()}, ${second.replace('N5-', '')}` },
      ip: newClientIp(),
    })
    expect(ok.body.code).toBe(200)
    for (const locale of ['cn', 'en'] as Locale[]) {
      const refused = await api<{ errors: Record<string, string> }>('/api/boothApplication', {
        lang: locale,
        body: { ...application, preferredBooths: [first, taken] },
        ip: newClientIp(),
      })
      expect(refused.status).toBe(400)
      const message = t(
        locale,
        'Booth {label} is not available any more; please choose from the booths listed as available',
      )
      expect(refused.body.data.errors).toEqual({ preferredBooths: message.replace('{label}', taken) })
      expect(refused.body.msg).toBe(message.replace('{label}', taken))
    }
    const tooMany = await api<{ errors: Record<string, string> }>('/api/boothApplication', {
      lang: 'en',
      body: { ...application, preferredBooths: free.slice(0, 4).join(',') },
      ip: newClientIp(),
    })
    expect(tooMany.body.data.errors.preferredBooths).toBe(
      t('en', 'Name up to three booths by number, separated by commas, for example N5-A12, N5-A14'),
    )
  })

  it('stores one row per Idempotency-Key and answers a replay with the first answer', async () => {
    const key = `form-${Date.now()}-${Math.random().toString(36).slice(2)}`
    const ip = newClientIp()
    const [a, b] = await Promise.all([
      api<{ id: number }>('/api/boothApplication', { body: application, headers: { 'idempotency-key': key }, ip }),
      api<{ id: number }>('/api/boothApplication', { body: application, headers: { 'idempotency-key': key }, ip }),
    ])
    expect(a.body.code).toBe(200)
    expect(b.body).toEqual(a.body)
    const other = await api<{ id: number }>('/api/boothApplication', { body: application, ip })
    expect(other.body.data.id).not.toBe(a.body.data.id)
  })
})

describe('form protection', () => {
  it('refuses cross-site posts by Origin and by Sec-Fetch-Site', async () => {
    const evil = await api('/api/addNewsSubscribe', {
      lang: 'en',
      body: valid,
      headers: { origin: 'https://evil.example' },
      ip: newClientIp(),
    })
    expect(evil.status).toBe(403)
    expect(evil.body.msg).toBe(t('en', 'Cross-site submissions are not accepted'))
    const site = await api('/api/boothApplication', {
      body: valid,
      headers: { 'sec-fetch-site': 'cross-site' },
      ip: newClientIp(),
    })
    expect(site.status).toBe(403)
  })

  it('rate limits each client per form with 429, Retry-After and a localised message', async () => {
    const ip = newClientIp()
    const answers = []
    for (let i = 0; i < 11; i++) {
      answers.push(await api('/api/addNewsSubscribe', { lang: 'cn', body: { ...valid, truename: '' }, ip }))
    }
    expect(answers.slice(0, 10).every((a) => a.status === 400)).toBe(true)
    const limited = answers[10]
    expect(limited?.status).toBe(429)
    expect(limited?.body.msg).toBe(t('cn', 'Too many submissions. Please try again in a few minutes.'))
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0)
    // another client is not affected
    expect((await api('/api/addNewsSubscribe', { body: { ...valid, truename: '' }, ip: newClientIp() })).status).toBe(
      400,
    )
  })

  it('answers malformed bodies with clear 4xx, never 5xx', async () => {
    const ip = newClientIp()
    const broken = await api('/api/addNewsSubscribe', { lang: 'en', body: '{"truename": ', ip })
    expect(broken.status).toBe(400)
    expect(broken.body.msg).toBe(t('en', 'The request body is not valid JSON'))
    const array = await api('/api/addNewsSubscribe', { body: '[1,2]', ip })
    expect(array.status).toBe(400)
    const type = await api('/api/addNewsSubscribe', { body: 'x', headers: { 'content-type': 'text/plain' }, ip })
    expect(type.status).toBe(415)
    const huge = await api('/api/addNewsSubscribe', { body: { ...valid, truename: 'x'.repeat(40_000) }, ip })
    expect(huge.status).toBe(413)
    const wrongTypes = await api('/api/addNewsSubscribe', {
      lang: 'en',
      body: { truename: 42, email: ['a'], company: {}, position: null },
      ip,
    })
    expect(wrongTypes.status).toBe(400)
    expect(wrongTypes.body.msg).toBe(t('en', 'Please enter your name'))
    const tooLong = await api('/api/addNewsSubscribe', {
      lang: 'en',
      body: { ...valid, truename: 'x'.repeat(500) },
      ip,
    })
    expect(tooLong.body.msg).toBe(t('en', 'This entry is too long'))
  })
})

describe.each(['/api/unsubscribe', '/api/confirmSubscription'])('POST %s (a mailed link’s action)', (path) => {
  it('refuses unknown or malformed tokens and GET requests', async () => {
    const unknown = await api(`${path}?token=AAAAAAAAAAAAAAAAAAAAAAAA`, { method: 'POST', lang: 'en' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.msg).toBe(t('en', 'This link is unknown, used or expired.'))
    expect((await api(`${path}?token=x`, { method: 'POST' })).status).toBe(400)
    expect((await api(`${path}?token=AAAAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(405)
  })
})

describe('a mailed link’s landing page', () => {
  it.each([
    ['/newsletter/confirm', t('cn', 'Confirm your newsletter subscription')],
    ['/en/newsletter/unsubscribe', t('en', 'Unsubscribe from the newsletter')],
  ])('%s is one person’s page: never cached or indexed', async (path, title) => {
    const res = await fetch(`${inject('baseUrl')}${path}?token=AAAAAAAAAAAAAAAAAAAAAAAA`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(res.headers.get('x-page-cache')).toBeNull()
    expect(await res.text()).toContain(`>${title}</h1>`)
  })
})
