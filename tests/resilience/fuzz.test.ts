import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISABLED_AUTH_PATHS, ENABLED_AUTH_PATHS } from '~/admin/auth/auth-paths'
import { queryRows } from '~/db/raw-query.server'
import { type RunningServer, startServer } from '../../scripts/lib/production-server.ts'
import { TEST_ADMIN_ENV } from '../support/admin'
import { MALFORMED_BODIES, MALFORMED_PAYLOADS, serverFnArguments } from '../support/malformed-server-fn-bodies'
import { firstAdminCreated, SET_ROLE, serverFnHeaders, serverFnPath, signInCookie } from '../support/uploads'
import { application, clientIp, postgresDatabase, subscription } from './support'

/**
 * Property-based fuzzing (fast-check, fixed seed, bounded runs): random bytes and unicode in paths,
 * query strings, cookies, `lang`, `Origin`, `Idempotency-Key` and bodies, across every page and API
 * route. Whatever arrives: no 5xx, every API answer is the `{code, msg, data}` envelope, no stack or
 * driver text, no redirect off the site, and no stored row changes.
 */
const SEED = 20_261_122
const RUNS = Number(process.env.FUZZ_RUNS ?? 300)

const PAGES = [
  '/',
  '/news',
  '/news/3',
  '/trade-news',
  '/exhibitor-news',
  '/exhibition-news',
  '/search-news',
  '/directories',
  '/become-an-exhibitor',
  '/contact',
  '/download',
  '/introduce',
  '/why-visit',
  '/404',
  '/no-such-page',
]
const API_GETS = [
  '/api/news',
  '/api/news/search',
  '/api/news/3',
  '/api/exhibitors',
  '/api/exhibitors/countries',
  '/api/industry/tree',
  '/api/config',
  '/api/menu',
  '/api/partners',
  '/api/locale',
  '/api/unsubscribe',
  '/api/wechat/share_sign',
]
const FORMS = ['/api/addNewsSubscribe', '/api/boothApplication', '/become-an-exhibitor', '/en/become-an-exhibitor']
/** Not the envelope by design: a redirect, a calendar file. */
const NOT_JSON = new Set(['/api/locale', '/api/calendar.ics'])
const PARAMS = ['page', 'pageSize', 'keywords', 'q', 'industry', 'country', 'germanPavilion', 'id', 'to', 'next', 'url']
const LEAK = /\bat .*\.(m?js|ts):\d+|node_modules|ECONN|syntax error at|violates|invalid byte sequence|PGlite|drizzle/i

/** Raw bytes as they may appear in a URL: each one percent-encoded, so invalid UTF-8 arrives as such. */
const percentBytes = fc
  .uint8Array({ maxLength: 24 })
  .map((bytes) => Array.from(bytes, (b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join(''))
/** Any unicode (lone surrogates included, which encodeURIComponent cannot carry: replaced). */
const unicodeText = fc
  .string({ unit: 'binary', maxLength: 40 })
  .map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd')))
const asciiNoise = fc.string({
  unit: fc.constantFrom(...'/\\.%?#&=;:@!$\'()*+,~-_ <>"`{}|^[]'.split('')),
  maxLength: 12,
})
const urlPiece = fc.oneof(
  percentBytes,
  unicodeText,
  asciiNoise,
  fc.constantFrom('%00', '%E0%A4', '%2F%2Fevil.example', '..', ''),
)

/** A header value HTTP can carry (tab, visible ASCII, bytes 0x80-0xFF); other controls never reach the app. */
const headerValue = fc.oneof(
  fc
    .uint8Array({ maxLength: 60 })
    .map((bytes) => String.fromCharCode(...Array.from(bytes).filter((b) => b === 9 || (b >= 0x20 && b !== 0x7f)))),
  fc.constantFrom('en', 'cn', 'EN', 'zh', '%E0%A4', 'null', 'https://evil.example', 'x'.repeat(2000)),
)

const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...PARAMS), urlPiece), urlPiece), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''))

const optionalHeaders = fc.record(
  {
    cookie: headerValue.map((v) => `i18n_locale=${v}`),
    lang: headerValue,
    origin: headerValue,
    'idempotency-key': headerValue,
  },
  { requiredKeys: [] },
)

const jsonBody = (valid: Record<string, unknown>) =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    // A valid body with one field replaced; the e-mail is always broken so nothing can be stored.
    fc
      .tuple(fc.constantFrom(...Object.keys(valid)), fc.jsonValue({ maxDepth: 2 }))
      .map(([field, value]) => JSON.stringify({ ...valid, email: 'not-an-email', [field]: value })),
    fc.uint8Array({ maxLength: 200 }),
  )

/** Server functions with a validator (a malformed call to each must be a 4xx): POSTs, and a GET. */
const SERVER_FN_POSTS = [SET_ROLE, serverFnPath('src/admin/menu/menu.functions.ts', 'deleteMenuEntry')]
const SERVER_FN_GET = serverFnPath('src/features/news/news.functions.ts', 'fetchNewsList')
/** What Start's decoder may be handed: any JSON, JSON in seroval's envelope, arguments of any shape, bytes, our list. */
const serverFnBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 4 }).map((value) => `{"t":${JSON.stringify(value)},"f":63,"m":[]}`),
  fc
    .jsonValue({ maxDepth: 3 })
    .map((value) => serverFnArguments(`{"t":10,"i":1,"p":{"k":["id","role"],"v":[${JSON.stringify(value)}]},"o":0}`)),
  fc.uint8Array({ maxLength: 300 }),
  fc.constantFrom(...MALFORMED_BODIES.map(([, , body]) => body)),
  fc.constantFrom(...MALFORMED_PAYLOADS.map(([, payload]) => payload)),
)

describe('fuzzing every route', () => {
  let db: Awaited<ReturnType<typeof postgresDatabase>>
  let app: RunningServer
  const snapshot = async () =>
    (
      await queryRows<{ s: string; a: string; n: string; c: string; u: string; ss: string }>(
        db.handle.db,
        sql`select
          (select md5(coalesce(string_agg(t::text, ',' order by t.id), '')) from newsletter_subscription t) as s,
          (select md5(coalesce(string_agg(t::text, ',' order by t.id), '')) from booth_application t) as a,
          (select md5(coalesce(string_agg(t::text, ',' order by t.id), '')) from news t) as n,
          (select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from site_config t) as c,
          (select md5(coalesce(string_agg(t::text, ',' order by t.id), '')) from auth_user t) as u,
          (select md5(coalesce(string_agg(t::text, ',' order by t.id), '')) from auth_session t) as ss`,
      )
    )[0]

  beforeAll(async () => {
    db = await postgresDatabase()
    app = await startServer({
      DATABASE_URL: db.url,
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_FORMS: '100000/600',
      LOG_REQUESTS: '0',
      ...TEST_ADMIN_ENV,
    })
    await firstAdminCreated(app)
  })
  afterAll(async () => {
    await app?.stop()
    await db?.drop()
  })

  /** Problems with one answer; empty when it is acceptable. */
  async function check(method: string, route: string, path: string, res: Response): Promise<string[]> {
    const text = await res.text()
    const label = `${method} ${path.slice(0, 120)} -> ${res.status}`
    const problems: string[] = []
    // A refusal of the app is its serialized error; Node's own (431, an address too long) has no body.
    if (route.startsWith('/_serverFn/') && (res.status < 400 || (res.status === 400 && !text.includes('"error"'))))
      problems.push(`${label}: a malformed call not refused: ${text.slice(0, 120)}`)
    const wechatUnconfigured = route === '/api/wechat/share_sign' && res.status === 501
    if (res.status >= 500 && !wechatUnconfigured) problems.push(label)
    if (LEAK.test(text)) problems.push(`${label} leaks: ${text.slice(0, 160)}`)
    const location = res.headers.get('location')
    if (location !== null && (!location.startsWith('/') || location.startsWith('//') || location.includes('\\')))
      problems.push(`${label} redirects off the site: ${location}`)
    if (route.startsWith('/api/') && !NOT_JSON.has(route) && !route.startsWith('/api/auth/')) {
      try {
        const body = JSON.parse(text) as Record<string, unknown>
        if (typeof body.code !== 'number' || typeof body.msg !== 'string' || !('data' in body))
          problems.push(`${label}: not the envelope: ${text.slice(0, 80)}`)
      } catch {
        problems.push(`${label}: not JSON: ${text.slice(0, 80)}`)
      }
    }
    return problems
  }

  /** Sends to `route` (+ anything appended in `path`); the answer is judged as `route`'s. */
  const send = async (
    method: string,
    route: string,
    path: string,
    headers: Record<string, string>,
    body?: string | Uint8Array,
  ) => {
    const res = await fetch(app.url + path, {
      method,
      headers: { 'x-forwarded-for': clientIp(), ...headers },
      body: body as BodyInit | undefined,
      redirect: 'manual',
    })
    return check(method, route, path, res)
  }

  it('GET: random paths, query strings and headers on every page and API route', async () => {
    const before = await snapshot()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAGES, ...PAGES.map((p) => `/en${p === '/' ? '' : p}`), ...API_GETS),
        fc.option(urlPiece, { nil: undefined }),
        query,
        optionalHeaders,
        async (route, extra, search, headers) => {
          const path = `${route}${extra === undefined ? '' : `/${extra}`}${search}`
          // Judged as the route the path names: trailing slashes are ignored by the router, anything
          // else appended may name another route (`/api/locale/x` is the API's 404).
          const named = new URL(app.url + path).pathname.replace(/(.)\/+$/, '$1')
          expect(await send('GET', named, path, headers)).toEqual([])
        },
      ),
      { seed: SEED, numRuns: RUNS * 2 },
    )
    expect(await snapshot()).toEqual(before)
  })

  it('POST: random bodies and headers on every form, refused without changing any row', async () => {
    const before = await snapshot()
    const forms = fc
      .constantFrom(...FORMS)
      .chain((form) =>
        fc.tuple(
          fc.constant(form),
          jsonBody(
            form.includes('exhibitor') || form.includes('booth')
              ? application('x@example.com')
              : subscription('x@example.com'),
          ),
        ),
      )
    await fc.assert(
      fc.asyncProperty(
        forms,
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
        optionalHeaders,
        async ([form, body], contentType, headers) => {
          expect(await send('POST', form, form, { ...headers, 'content-type': contentType }, body)).toEqual([])
        },
      ),
      { seed: SEED, numRuns: RUNS * 2 },
    )
    expect(await snapshot()).toEqual(before)
  })

  it('POST: random bodies to every enabled back-office auth endpoint never sign anyone in or fail with a 5xx', async () => {
    const before = await snapshot()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENABLED_AUTH_PATHS.map((route) => `/api/auth${route}`)),
        jsonBody({
          email: 'x@example.com',
          password: 'a password of length',
          code: '123456',
          token: 'AbCdEfGhIjKlMnOpQrStUvWx',
          newPassword: 'a new password of length',
          currentPassword: 'a password of length',
        }),
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
        optionalHeaders,
        async (route, body, contentType, headers) => {
          const sameOrigin = { origin: app.url, 'content-type': contentType }
          expect(await send('POST', route, route, { ...headers, ...sameOrigin }, body)).toEqual([])
        },
      ),
      { seed: SEED, numRuns: RUNS },
    )
    expect(await snapshot()).toEqual(before)
  })

  it('every closed auth endpoint answers 404 to any method, body and headers', async () => {
    const before = await snapshot()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...DISABLED_AUTH_PATHS.map((route) => `/api/auth${route.replace(/:[a-z]+/, 'x')}`)),
        fc.constantFrom('GET', 'POST'),
        jsonBody({ email: 'x@example.com', password: 'a password of length', userId: 'x' }),
        optionalHeaders,
        async (route, method, body, headers) => {
          const res = await fetch(app.url + route, {
            method,
            headers: { 'x-forwarded-for': clientIp(), origin: app.url, 'content-type': 'application/json', ...headers },
            body: method === 'POST' ? (body as BodyInit) : undefined,
            redirect: 'manual',
          })
          expect(res.status, `${method} ${route}`).toBe(404)
          await res.body?.cancel()
        },
      ),
      { seed: SEED, numRuns: RUNS },
    )
    expect(await snapshot()).toEqual(before)
  })

  it('server functions: random bodies and payloads, signed out and as admin, refused with a 4xx, nothing changed', async () => {
    // Signed in first: the session it creates is part of the state the fuzzing must not change.
    const cookie = await signInCookie(app.url)
    const before = await snapshot()
    const logFrom = app.output().length
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SERVER_FN_POSTS, SERVER_FN_GET),
        serverFnBody,
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data'),
        fc.boolean(),
        async (route, body, contentType, signedIn) => {
          const headers = { ...serverFnHeaders(app.url), ...(signedIn ? { cookie } : {}) }
          if (route === SERVER_FN_GET) {
            const payload = typeof body === 'string' ? body : Buffer.from(body).toString('latin1')
            const path = `${route}?payload=${encodeURIComponent(payload)}`
            expect(await send('GET', route, path, headers)).toEqual([])
          } else expect(await send('POST', route, route, { ...headers, 'content-type': contentType }, body)).toEqual([])
        },
      ),
      { seed: SEED, numRuns: RUNS * 2 },
    )
    expect(await snapshot()).toEqual(before)
    // The client's errors, not the server's: nothing at error level, no stack.
    expect(app.output().slice(logFrom)).not.toContain('"level":"error"')
    expect(app.output().slice(logFrom)).not.toMatch(/\n\s+at /)
  })
})
