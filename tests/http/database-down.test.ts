import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, type RunningServer, startServer } from '../../scripts/lib/production-server.ts'
import { t } from '../support/catalog'
import { h1Of, htmlLang } from '../support/html'

/**
 * The site with its database unreachable (PostgreSQL configured on a port nobody listens on):
 * pages that need no data still answer, data pages show a proper 503 error page, the API and the
 * forms answer a localised 503 with Retry-After, and nothing shows a stack trace.
 */
describe('when the database is down', () => {
  let app: RunningServer
  beforeAll(async () => {
    const closedPort = await freePort()
    app = await startServer(
      { DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/fair`, TRUST_PROXY: '1' },
      { readyPath: '/api/health' },
    )
  })
  afterAll(() => app?.stop())

  it('reports not ready while staying alive', async () => {
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200)
    const ready = await fetch(`${app.url}/api/ready`, { headers: { lang: 'en' } })
    expect(ready.status).toBe(503)
    expect(ready.headers.get('retry-after')).toBe('5')
  })

  it('answers form posts with a localised 503 and Retry-After', async () => {
    for (const lang of ['cn', 'en'] as const) {
      const res = await fetch(`${app.url}/api/addNewsSubscribe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          lang,
          'x-forwarded-for': `2001:db8::d0${lang === 'cn' ? 1 : 2}`,
        },
        body: JSON.stringify({
          truename: 'A',
          email: 'a@example.com',
          company: 'B',
          position: 'C',
          consent: true,
          noticeVersion: 'subscription/v1',
        }),
      })
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('5')
      const body = (await res.json()) as { code: number; msg: string }
      expect(body.code).toBe(503)
      expect(body.msg).toBe(
        t(lang, 'The service is temporarily unavailable. Please try again shortly; nothing you entered was lost.'),
      )
    }
  })

  it('still renders the layout and pages that need no data', async () => {
    // Every section page now reads its content from the database; the not-found page reads none.
    const res = await fetch(`${app.url}/en/404`)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(htmlLang(html)).toBe('en')
    expect(html).toContain('data-region="header"')
  })

  it('shows a 503 error page, in the page language, for pages that need data', async () => {
    for (const [path, locale] of [
      ['/news/3', 'cn'],
      ['/en/news/3', 'en'],
      ['/en/introduce', 'en'],
      ['/trade-news', 'cn'],
    ] as const) {
      const res = await fetch(app.url + path)
      expect(res.status, path).toBe(503)
      const html = await res.text()
      expect(h1Of(html)).toBe(
        t(locale, 'The service is temporarily unavailable. Please try again shortly; nothing you entered was lost.'),
      )
      expect(html).toContain('data-region="header"')
      expect(html).not.toMatch(/ECONNREFUSED|at async|node_modules/)
    }
  })
})
