import { describe, expect, it } from 'vitest'
import { startServer } from '../../scripts/lib/production-server.ts'
import { t } from '../support/catalog'
import { api, get, newClientIp } from '../support/http'

/** One regression test per finding of issue 11 (redirects, decoding, cache keys, identity, idempotency). */

const expectOnSite = (location: string | null) => {
  expect(location).not.toBeNull()
  expect(location).toMatch(/^\/(?![/\\])/)
  expect(location).not.toContain('\\')
}

describe('redirects never leave the site', () => {
  it.each([
    '/api/locale?to=cn&next=%2Fen%2F%2Fevil.example%2Fx',
    '/api/locale?to=cn&next=/en/%5Cevil.example',
    '/api/locale?to=en&next=//evil.example',
    '/api/locale?to=en&next=https://evil.example/',
    '/api/locale?to=cn&next=/en/.//evil.example',
  ])('%s', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(302)
    expectOnSite(res.headers.get('location'))
  })

  it('keeps a same-site target with its query, percent-encoded', async () => {
    const res = await get('/api/locale?to=en&next=%2F%E4%B8%AD%3Fq%3D1')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/en/%E4%B8%AD?q=1')
  })

  it('checks the router’s own redirects too', async () => {
    const res = await get('//evil.example/x')
    expect(res.status).toBeLessThan(500)
    const location = res.headers.get('location')
    if (location !== null) expectOnSite(location)
  })
})

describe('malformed input is a 4xx (or ignored), never a 500', () => {
  it('ignores a malformed locale cookie', async () => {
    const res = await get('/news', { cookie: 'i18n_locale=%E0%A4' })
    expect(res.status).toBe(200)
  })

  it.each(['/search-news?keywords=%00', '/directories?q=a%00b', '/en/search-news?keywords=a%01'])(
    'answers %s with the not-found page',
    async (path) => {
      expect((await get(path)).status).toBe(404)
    },
  )

  it('answers an undecodable page path with a localised 400 page', async () => {
    for (const locale of ['cn', 'en'] as const) {
      const res = await get(`${locale === 'en' ? '/en' : ''}/%E0%A4`)
      expect(res.status).toBe(400)
      expect(await res.text()).toContain(t(locale, 'This web address is not valid.'))
    }
  })

  it.each(['/api/news/%E0', '/api/exhibitors/%80', '/api/news/search?keywords=%00'])(
    'answers %s with the localised envelope',
    async (path) => {
      const res = await api(path, { lang: 'en' })
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(res.body.code).toBe(res.status)
      expect(res.body.msg).toBeTruthy()
    },
  )
})

describe('page cache keys', () => {
  // Answered from the stored entry: `hit`, or `stale` when a file running beside this one changed
  // content meanwhile (the stored page is sent and renewed in the background). A `miss` is a render.
  const FROM_THE_ENTRY = /^(hit|stale)$/

  it('shares one entry between a page and its unknown or default params', async () => {
    await get('/trade-news')
    for (const path of ['/trade-news?page=1', `/trade-news?utm=${Date.now()}`, '/trade-news/']) {
      expect((await get(path)).headers.get('x-page-cache'), path).toMatch(FROM_THE_ENTRY)
    }
  })

  it('shares one entry among all unknown paths of a locale', async () => {
    const first = await get(`/en/unknown-${Date.now()}`)
    expect(first.status).toBe(200)
    const second = await get(`/en/other-${Date.now()}?x=${Math.random()}`)
    expect(second.headers.get('x-page-cache')).toMatch(FROM_THE_ENTRY)
  })
})

describe('client identity', () => {
  it('counts IPv6 clients per /64', async () => {
    // RATE_LIMIT_FORMS is 10 per window in the HTTP suite: 10 addresses of one /64, then an 11th.
    const prefix = newClientIp().replace(/::1$/, '')
    for (let i = 1; i <= 10; i++) {
      const res = await api('/api/addNewsSubscribe', { lang: 'en', body: {}, ip: `${prefix}::${i.toString(16)}` })
      expect(res.status).toBe(400)
    }
    const refused = await api('/api/addNewsSubscribe', { lang: 'en', body: {}, ip: `${prefix}:ffff:ffff:ffff:ffff` })
    expect(refused.status).toBe(429)
  })

  it('refuses to start in production without SITE_URL or with an unparsable TRUST_PROXY', async () => {
    await expect(startServer({ SITE_URL: '' }, { timeoutMs: 20_000 })).rejects.toThrow(/SITE_URL is required/)
    await expect(startServer({ TRUST_PROXY: '2' }, { timeoutMs: 20_000 })).rejects.toThrow(/TRUST_PROXY="2"/)
  })
})

describe('idempotency keys', () => {
  const application = (areaSqm: number) => ({
    partnershipIntent: 'exhibitor',
    country: 'Germany',
    companyName: 'Idempotent GmbH',
    contactName: 'Ida Key',
    phone: '+49 911 123456',
    email: 'ida@example.com',
    productType: 'Organic tea',
    boothType: 'standard',
    areaSqm,
    consent: true,
    noticeVersion: 'application/v1',
  })

  it('replays the same body and refuses another body with 422', async () => {
    const key = `key-${Date.now().toString(36)}-${newClientIp().length}`
    const headers = { 'idempotency-key': key }
    const first = await api<{ id: number }>('/api/boothApplication', {
      lang: 'en',
      body: application(12),
      headers,
      ip: newClientIp(),
    })
    expect(first.status).toBe(200)
    const replay = await api<{ id: number }>('/api/boothApplication', {
      lang: 'en',
      body: application(12),
      headers,
      ip: newClientIp(),
    })
    expect(replay.body.data.id).toBe(first.body.data.id)
    for (const lang of ['cn', 'en'] as const) {
      const other = await api('/api/boothApplication', { lang, body: application(40), headers, ip: newClientIp() })
      expect(other.status).toBe(422)
      expect(other.body.msg).toBe(
        t(
          lang,
          'This request key was already used for a different submission. Please reload the form and submit again.',
        ),
      )
    }
  })
})

describe('load shedding', () => {
  it('answers page renders beyond the bound with a localised 503 + Retry-After', async () => {
    const app = await startServer(
      { PAGE_CACHE: 'off', PAGE_RENDER_CONCURRENCY: '1', PAGE_RENDER_QUEUE: '0', LOG_REQUESTS: '0' },
      { tempDataDir: 'shed' },
    )
    try {
      // A plain form post whose body never ends holds the only render slot (it is read inside it).
      const holdSlot = () => {
        let finish = () => {}
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('companyName=Slow'))
            finish = () => controller.close()
          },
        })
        const held = fetch(`${app.url}/en/become-an-exhibitor`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          duplex: 'half',
          redirect: 'manual',
        } as RequestInit)
        return { held, finish: () => finish() }
      }
      // The post must hold the slot before the reads start: sent together, a read may be rendered
      // first and the post shed (then it is sent again).
      let slot = holdSlot()
      for (let attempt = 0; ; attempt++) {
        const early = await Promise.race([slot.held, new Promise<undefined>((r) => setTimeout(r, 300))])
        if (early === undefined) break
        expect(early.status).toBe(503)
        expect(attempt, 'the post never got the render slot').toBeLessThan(20)
        slot = holdSlot()
      }
      const { held, finish } = slot
      let shed: Response | undefined
      for (let attempt = 0; attempt < 100 && !shed; attempt++) {
        const res = await fetch(`${app.url}/en/contact`)
        if (res.status === 503) shed = res
        else {
          expect(res.status).toBe(200)
          await res.body?.cancel()
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
      expect(shed?.headers.get('retry-after')).toBe('5')
      expect(await shed?.text()).toContain(
        t('en', 'The site is very busy right now. Please try again in a few seconds.'),
      )
      finish()
      expect((await held).status).toBe(400)
      expect((await fetch(`${app.url}/en/contact`)).status).toBe(200)
    } finally {
      await app.stop()
    }
  })
})
