import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, type RunningServer, startServer } from '../../scripts/lib/production-server.ts'
import { t } from '../support/catalog'
import { api } from '../support/http'

/** A stand-in for api.weixin.qq.com on loopback, counting how often each credential is fetched. */
function fakeWechat(port: number) {
  const calls = { token: 0, ticket: 0 }
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    res.setHeader('content-type', 'application/json')
    if (url.pathname === '/cgi-bin/token') {
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
  return { calls, close: () => new Promise<void>((r) => server.close(() => r())) }
}

describe('GET /api/wechat/share_sign', () => {
  it('answers a clear error when WeChat is not configured', async () => {
    const res = await api('/api/wechat/share_sign?url=https%3A%2F%2Fexpo.example.cn%2F', { lang: 'en' })
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

    it('signs with the real algorithm and caches token and ticket server-wide', async () => {
      const first = await sign(app, 'https://expo.example.cn/en/news/3?from=timeline#comments')
      expect(first.status).toBe(200)
      const data = first.body.data
      expect(data.appId).toBe('wx1234567890abcdef')
      expect(data.rawString).toBe(
        `jsapi_ticket=JSAPI-TICKET-XYZ&noncestr=${data.nonceStr}&timestamp=${data.timestamp}&url=https://expo.example.cn/en/news/3?from=timeline`,
      )
      expect(data.signature).toBe(createHash('sha1').update(String(data.rawString)).digest('hex'))
      expect(Math.abs(Number(data.timestamp) - Date.now() / 1000)).toBeLessThan(60)

      const second = await sign(app, 'https://expo.example.cn/')
      expect(second.body.data.nonceStr).not.toBe(data.nonceStr)
      expect(upstream.calls).toEqual({ token: 1, ticket: 1 })

      // another app process on the same database reuses the cached ticket
      await app.stop()
      app = await startServer(env())
      expect((await sign(app, 'https://expo.example.cn/news')).status).toBe(200)
      expect(upstream.calls).toEqual({ token: 1, ticket: 1 })
    })

    it('refuses a missing or non-http URL with 400', async () => {
      expect((await fetch(`${app.url}/api/wechat/share_sign`)).status).toBe(400)
      expect((await fetch(`${app.url}/api/wechat/share_sign?url=javascript%3Aalert(1)`)).status).toBe(400)
    })
  })
})
