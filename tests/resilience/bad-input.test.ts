import { connect } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '~/db/raw-query.server'
import { type RunningServer, startServer } from '../../scripts/lib/production-server.ts'
import { application, clientIp, postgresDatabase, subscription } from './support'

/**
 * Hundreds of malformed and hostile requests to every endpoint: wrong types, broken JSON, huge and
 * deeply nested bodies, wrong content types, invalid UTF-8, unicode oddities, hostile paths and query
 * strings, header injection. None may answer 5xx, API refusals are the localised envelope, and no
 * row is stored by any of them.
 */
const FORMS = ['/api/addNewsSubscribe', '/api/boothApplication', '/api/unsubscribe?token=x']
const GETS = [
  '/api/industry/tree',
  '/api/config',
  '/api/menu',
  '/api/news',
  '/api/news/search',
  '/api/news/3',
  '/api/exhibitors',
  '/api/exhibitors/countries',
  '/api/partners',
  '/api/photos',
  '/api/videos',
  '/api/hotels',
  '/api/transport',
  '/api/booth-types',
  '/api/awards',
  '/api/downloads',
  '/api/testimonials',
  '/api/statistics',
  '/api/wechat/share_sign',
  '/api/locale',
  '/api/health',
  '/api/ready',
]
const ODD = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u202dx',
  '\u200b\u200c\u200d\ufeff',
  'e\u0301\u0301\u0301\u0301',
  '𝕏😀👩‍👩‍👧',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '"; drop table news; --',
  '../../../../etc/passwd',
  '%00%0d%0a',
  '\r\nSet-Cookie: x=1',
  'x'.repeat(5000),
  '1e309',
  '-0',
  'NaN',
]
const WRONG_TYPES: unknown[] = [null, true, 0, -1, 1.5, 1e308, [], ['a'], {}, { $ne: 1 }, 'x'.repeat(20_000)]

/** Lone surrogates cannot be percent-encoded; they are tested in JSON bodies instead. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/g, '\ufffd')

function nested(depth: number): string {
  return `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`
}

interface Probe {
  method: string
  path: string
  headers?: Record<string, string>
  body?: string | Uint8Array
}

function probes(): Probe[] {
  const list: Probe[] = []
  const json = { 'content-type': 'application/json' }
  for (const path of FORMS) {
    const valid: Record<string, unknown> = path.includes('booth')
      ? application('valid@example.com')
      : subscription('valid@example.com')
    for (const body of [
      '{',
      '{"a":',
      '{"a":1,}',
      'null',
      '[]',
      '"str"',
      '1',
      'true',
      '\u0000',
      '{"__proto__":{"x":1}}',
      nested(5000),
    ])
      list.push({ method: 'POST', path, headers: json, body })
    for (const field of Object.keys(valid)) {
      for (const value of [...WRONG_TYPES, ...ODD]) {
        // Every field broken in turn, the rest valid (a valid email would be stored, so break it too).
        list.push({
          method: 'POST',
          path,
          headers: json,
          body: JSON.stringify({ ...valid, email: field === 'email' ? value : 'not-an-email', [field]: value }),
        })
      }
    }
    list.push({
      method: 'POST',
      path,
      headers: json,
      body: JSON.stringify({ ...valid, email: 'x' }).padEnd(20_000, ' '),
    })
    list.push({ method: 'POST', path, headers: json, body: 'x'.repeat(1_000_000) })
    list.push({ method: 'POST', path, headers: json, body: Uint8Array.of(0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d) })
    for (const type of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
      '',
    ])
      list.push({
        method: 'POST',
        path,
        headers: { 'content-type': type },
        body: JSON.stringify(valid).replace('@', ''),
      })
    list.push({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'truename=%zz&email=%&consent=%E0%A4%A',
    })
    list.push({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a&email=b&email[]=c',
    })
    for (const method of ['PUT', 'DELETE', 'PATCH', 'GET']) list.push({ method, path })
  }
  for (const path of GETS) {
    for (const value of [...ODD, '-1', '0', '99999999999999999999', 'abc', '1.5', '%', '[]'])
      for (const param of [
        'page',
        'pageSize',
        'category',
        'keywords',
        'q',
        'industry',
        'country',
        'kind',
        'mode',
        'url',
        'next',
        'to',
      ])
        if (list.length % 3 === 0 || param === 'page' || param === 'keywords')
          list.push({ method: 'GET', path: `${path}?${param}=${encodeURIComponent(wellFormed(value))}` })
    list.push({ method: 'POST', path, headers: json, body: '{}' })
  }
  for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999', '%00', '1e3', '3%20or%201=1', '..%2f..%2fetc'])
    list.push(
      { method: 'GET', path: `/api/news/${id}` },
      { method: 'GET', path: `/news/${id}` },
      { method: 'GET', path: `/en/news/${id}` },
    )
  for (const path of [
    '/%2e%2e/%2e%2e/etc/passwd',
    '/en/%00',
    `/${'a'.repeat(4000)}`,
    '/search-news?keywords=%3Cscript%3Ealert(1)%3C/script%3E',
    '/en/search-news?keywords=%ff%fe',
    '/directories?page=-1&industry=%00',
    '/fr/news',
    '/.well-known/x',
    '/_serverFn/x',
    '/api/../../etc/passwd',
  ])
    list.push({ method: 'GET', path })
  for (const lang of ['xx', 'EN', 'en-US', '<script>', 'en, cn', '\u00e9'.normalize()])
    list.push({ method: 'GET', path: '/api/news/99999', headers: { lang } })
  return list
}

/** Raw bytes on the socket, for what fetch refuses to send (CR/LF in headers, huge headers). */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request))
    let data = ''
    socket.on('data', (d) => {
      data += d.toString('latin1')
    })
    socket.on('close', () => resolve(data))
    socket.on('error', () => resolve(data))
    socket.setTimeout(5000, () => socket.destroy())
  })
}

describe('hostile and malformed requests', () => {
  let db: Awaited<ReturnType<typeof postgresDatabase>>
  let app: RunningServer
  const count = async () =>
    (
      await queryRows<{ s: number; a: number; n: number; c: number }>(
        db.handle.db,
        sql`select (select count(*) from newsletter_subscription)::int as s, (select count(*) from booth_application)::int as a,
                   (select count(*) from news)::int as n, (select count(*) from site_config)::int as c`,
      )
    )[0]

  beforeAll(async () => {
    db = await postgresDatabase()
    app = await startServer({
      DATABASE_URL: db.url,
      TRUST_PROXY: '1',
      RATE_LIMIT_FORMS: '100000/600',
      LOG_REQUESTS: '0',
    })
  })
  afterAll(async () => {
    await app?.stop()
    await db?.drop()
  })

  it('answers every one with a clear 4xx (or a normal answer), never 5xx, and stores nothing', async () => {
    const before = await count()
    const list = probes()
    expect(list.length).toBeGreaterThan(300)
    const failures: string[] = []
    let refused = 0
    const queue = [...list]
    const worker = async () => {
      for (let probe = queue.shift(); probe; probe = queue.shift()) {
        const lang = queue.length % 2 ? 'en' : 'cn'
        const res = await fetch(app.url + probe.path, {
          method: probe.method,
          headers: { lang, 'x-forwarded-for': clientIp(), ...probe.headers },
          body: probe.body as BodyInit | undefined,
          redirect: 'manual',
        })
        const text = await res.text()
        const label = `${probe.method} ${probe.path.slice(0, 80)} ${String(probe.body ?? '').slice(0, 60)} -> ${res.status}`
        if (res.status >= 500 && !(probe.path === '/api/wechat/share_sign' && res.status === 501)) failures.push(label)
        if (/\bat .*\.(m?js|ts):\d+|node_modules|ECONN|syntax error at|violates/i.test(text))
          failures.push(`${label} leaks: ${text.slice(0, 120)}`)
        if (res.status >= 400 && res.status < 500 && probe.path.startsWith('/api/')) {
          refused++
          let body: { code?: number; msg?: string } = {}
          try {
            body = JSON.parse(text)
          } catch {
            failures.push(`${label}: not the envelope: ${text.slice(0, 80)}`)
          }
          if (!body.msg || body.code !== res.status) failures.push(`${label}: envelope ${text.slice(0, 80)}`)
        }
      }
    }
    await Promise.all(Array.from({ length: 6 }, worker))
    expect(failures).toEqual([])
    expect(refused).toBeGreaterThan(200)
    expect(await count()).toEqual(before)
  })

  it('refusals are localised', async () => {
    const msgs = await Promise.all(
      (['cn', 'en'] as const).map(async (lang) => {
        const res = await fetch(`${app.url}/api/addNewsSubscribe`, {
          method: 'POST',
          headers: { lang, 'content-type': 'application/json', 'x-forwarded-for': clientIp() },
          body: '{broken',
        })
        expect(res.status).toBe(400)
        return ((await res.json()) as { msg: string }).msg
      }),
    )
    expect(msgs[0]).not.toBe(msgs[1])
    expect(msgs[0]).toMatch(/[\u4e00-\u9fff]/)
  })

  it('refuses header injection and oversized headers at the protocol level', async () => {
    const injected = await raw(
      app.port,
      'GET /api/health HTTP/1.1\r\nHost: x\r\nlang: en\rSet-Cookie: a=1\r\nConnection: close\r\n\r\n',
    )
    expect(injected).toMatch(/^HTTP\/1\.1 4\d\d/)
    expect(injected).not.toMatch(/\r\nset-cookie: a=1/i)
    const huge = await raw(
      app.port,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\nConnection: close\r\n\r\n`,
    )
    expect(huge).toMatch(/^HTTP\/1\.1 431/)
  })

  // `next` with CR/LF is refused like any off-site target: a redirect to the home page, nothing injected.
  it('answers a CR/LF in the language switch target with a 4xx', async () => {
    const redirect = await fetch(`${app.url}/api/locale?to=en&next=${encodeURIComponent('/\r\nSet-Cookie: b=1')}`, {
      redirect: 'manual',
    })
    expect(redirect.status).toBeLessThan(500)
    expect(redirect.headers.get('set-cookie') ?? '').not.toMatch(/b=1/)
    expect(redirect.headers.get('location') ?? '').not.toMatch(/[\r\n]/)
  })
})
