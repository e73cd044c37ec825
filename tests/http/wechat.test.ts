import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, type RunningServer, startServer } from '../../scripts/lib/production-server.ts'
import { t } from '../support/catalog'
import { api, baseUrl } from '../support/http'

/** A stand-in for api.weixin.qq.com on loopback, counting how often each credential is fetched. */
function fakeWechat(port: number) {
  const calls = { token: 0, ticket: 0 }
  const state = { down: false, delayMs: 0 }
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    res.setHeader('content-type', 'application/json')
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs))
    if (state.down) {
      if (url.pathname === '/cgi-bin/token') calls.token++
      res.statusCode = 503
      res.end('{}')
    } else if (url.pathname === '/cgi-bin/token') {
      calls.token++
      const ok =
        url.searchParams.get('appid') === 'wx1234567890abcdef' && url.searchParams.get('secret') === 'test-secret'
      res.end(
        JSON.stringify(
          ok ? { access_token: 'ACCESS-TOKEN-1', expires_in: 7200 } : { errcode: 40013, errmsg: 'invalid appid' },
        ),
      )
    } else if (url.pathname === '/cgi-bin/ticket/getticket') {
      calls.ticket++
      const ok = url.searchParams.get('access_token') === 'ACCESS-TOKEN-1' && url.searchParams.get('type') === 'jsapi'
      res.end(
        JSON.stringify(
          ok
            ? { errcode: 0, errmsg: 'ok', ticket: 'JSAPI-TICKET-XYZ', expires_in: 7200 }
            : { errcode: 40001, errmsg: 'bad token' },
        ),
      )
    } else {
      res.statusCode = 404
      res.end('{}')
    }
  })
  server.listen(port, '127.0.0.1')
  return { calls, state, close: () => new Promise<void>((r) => server.close(() => r())) }
}

describe('GET /api/wechat/share_sign', () => {
  it('answers a clear error when WeChat is not configured', async () => {
    const res = await api(`/api/wechat/share_sign?url=${encodeURIComponent(`${baseUrl()}/`)}`, { lang: 'en' })
    expect(res.status).toBe(501)
    expect(res.body.msg).toBe(t('en', 'WeChat sharing is not configured'))
  })

  describe('with credentials and a (fake) upstream', () => {
    let upstream: ReturnType<typeof fakeWechat>
    let app: RunningServer
    let dataDir: string
    const env = () => ({
      DATA_DIR: dataDir,
      WECHAT_APP_ID: 'wx1234567890abcdef',
      WECHAT_APP_SECRET: 'test-secret',
      WECHAT_API_BASE: `http://127.0.0.1:${upstreamPort}`,
    })
    let upstreamPort = 0

    beforeAll(async () => {
      upstreamPort = await freePort()
      upstream = fakeWechat(upstreamPort)
      dataDir = mkdtempSync(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), 'wechat-'))
      app = await startServer(env())
    })
    afterAll(async () => {
      await app?.stop()
      await upstream?.close()
      rmSync(dataDir, { recursive: true, force: true })
    })

    const sign = async (server: RunningServer, pageUrl: string) => {
      const res = await fetch(`${server.url}/api/wechat/share_sign?url=${encodeURIComponent(pageUrl)}`)
      return { status: res.status, body: (await res.json()) as { code: number; data: Record<string, string | number> } }
    }

    it('signs with the real algorithm, never hands out the ticket, and caches token and ticket server-wide', async () => {
      const page = `${app.url}/en/news/3?from=timeline`
      const first = await sign(app, `${page}#comments`)
      expect(first.status).toBe(200)
      const data = first.body.data
      expect(Object.keys(data).sort()).toEqual(['appId', 'nonceStr', 'signature', 'timestamp'])
      expect(JSON.stringify(first.body)).not.toContain('JSAPI-TICKET-XYZ')
      expect(data.appId).toBe('wx1234567890abcdef')
      const signed = `jsapi_ticket=JSAPI-TICKET-XYZ&noncestr=${data.nonceStr}&timestamp=${data.timestamp}&url=${page}`
      expect(data.signature).toBe(createHash('sha1').update(signed).digest('hex'))
      expect(Math.abs(Number(data.timestamp) - Date.now() / 1000)).toBeLessThan(60)

      const second = await sign(app, `${app.url}/`)
      expect(second.body.data.nonceStr).not.toBe(data.nonceStr)
      expect(upstream.calls).toEqual({ token: 1, ticket: 1 })

      // another app process on the same database reuses the cached ticket
      await app.stop()
      app = await startServer(env())
      expect((await sign(app, `${app.url}/news`)).status).toBe(200)
      expect(upstream.calls).toEqual({ token: 1, ticket: 1 })
    })

    it('signs only pages of its own site, and refuses a missing or non-http URL with 400', async () => {
      const badge = '/badge/ABCDEFGHIJKLMNOPQRSTUVWXYZ'
      // A private page is never signed: its token would go to WeChat (issue 39).
      for (const other of [
        'https://evil.example/',
        `${app.url}.evil.example/`,
        'javascript:alert(1)',
        `${app.url}${badge}`,
        `${app.url}/en${badge}`,
        `${app.url}/%62adge/ABCDEFGHIJKLMNOPQRSTUVWXYZ`,
      ]) {
        const res = await sign(app, other)
        expect(res.status, other).toBe(400)
      }
      const foreign = await fetch(
        `${app.url}/api/wechat/share_sign?url=${encodeURIComponent('https://evil.example/')}`,
        { headers: { lang: 'en' } },
      )
      expect(((await foreign.json()) as { msg: string }).msg).toBe(t('en', 'Only pages of this site can be signed'))
      expect((await fetch(`${app.url}/api/wechat/share_sign`)).status).toBe(400)
    })
  })

  describe('fetching from WeChat', () => {
    let upstream: ReturnType<typeof fakeWechat>
    let app: RunningServer
    let dataDir: string

    beforeAll(async () => {
      const port = await freePort()
      upstream = fakeWechat(port)
      dataDir = mkdtempSync(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), 'wechat-flight-'))
      app = await startServer({
        DATA_DIR: dataDir,
        WECHAT_APP_ID: 'wx1234567890abcdef',
        WECHAT_APP_SECRET: 'test-secret',
        WECHAT_API_BASE: `http://127.0.0.1:${port}`,
      })
    })
    afterAll(async () => {
      await app?.stop()
      await upstream?.close()
      rmSync(dataDir, { recursive: true, force: true })
    })

    const sign = (path = '/') => fetch(`${app.url}/api/wechat/share_sign?url=${encodeURIComponent(app.url + path)}`)

    it('pauses after an upstream failure instead of asking again at once', async () => {
      upstream.state.down = true
      expect((await sign()).status).toBe(502)
      expect(upstream.calls.token).toBe(1)
      expect((await sign()).status).toBe(502)
      expect(upstream.calls.token).toBe(1)
    })

    it('fetches once for many concurrent first requests (one fetch at a time)', async () => {
      upstream.state.down = false
      upstream.state.delayMs = 300
      // the pause after the failure above ends within its first 5 s
      await new Promise((r) => setTimeout(r, 5_200))
      const before = { ...upstream.calls }
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => sign(`/news?i=${i}`)))
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200))
      expect(upstream.calls.token - before.token).toBe(1)
      expect(upstream.calls.ticket - before.ticket).toBe(1)
    })

    it('is rate limited per client with 429 and Retry-After', async () => {
      let limited: Response | undefined
      for (let i = 0; i < 40 && !limited; i++) {
        const res = await sign()
        if (res.status === 429) limited = res
      }
      expect(limited?.status).toBe(429)
      expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0)
    })
  })
})
