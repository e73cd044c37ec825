import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { cachedCredential } from '~/db/schema'
import { newNonce, type ShareSignature, signShare } from './share-sign'

export interface WechatConfig {
  appId: string
  secret: string
  apiBase: string
}

/** Credentials come only from the environment; without them sharing is simply off. */
export function wechatConfigFromEnv(env: Readonly<Record<string, string | undefined>>): WechatConfig | undefined {
  const appId = env.WECHAT_APP_ID?.trim()
  const secret = env.WECHAT_APP_SECRET?.trim()
  if (!appId || !secret) return undefined
  return { appId, secret, apiBase: (env.WECHAT_API_BASE?.trim() || 'https://api.weixin.qq.com').replace(/\/+$/, '') }
}

export class WechatUpstreamError extends Error {
  override name = 'WechatUpstreamError'
}

/** Renew a little before WeChat's own expiry, so a signature never uses a ticket about to lapse. */
const EXPIRY_MARGIN_SECONDS = 300
/** How long one process may hold the right to fetch a credential before another may take it over. */
const LEASE_MS = 10_000
/** How long a process waits for another's fetch to land before answering 502. */
const WAIT_FOR_OTHER_MS = 8_000
/** After a failed fetch: first pause, doubled on each further failure, up to the cap. */
const BACKOFF_FIRST_MS = 5_000
const BACKOFF_MAX_MS = 300_000

interface Cached {
  value: string
  expiresAt: number
}

/**
 * access_token and jsapi_ticket live 7200 s and WeChat rate-limits fetching them, so they are cached
 * server-wide: in the database (shared by every app process) and, in front of it, in this process
 * until they expire (safe to keep per process: a value is valid for everyone until its expiry).
 * Fetching is one at a time: in a process by sharing one promise, across processes by a lease row
 * (`<name>:lease`) that one process takes while the others wait for its value to land. A failure
 * pauses this process's fetching (exponential backoff), so an upstream outage is not hammered.
 */
const local = new Map<string, Cached>()
const inFlight = new Map<string, Promise<string>>()
const backoff = new Map<string, { until: number; pause: number }>()

function cached(
  db: Db,
  name: string,
  fetchFresh: () => Promise<{ value: string; ttlSeconds: number }>,
): Promise<string> {
  const hit = local.get(name)
  if (hit && hit.expiresAt > Date.now()) return Promise.resolve(hit.value)
  const running = inFlight.get(name)
  if (running) return running
  const attempt = load(db, name, fetchFresh).finally(() => inFlight.delete(name))
  inFlight.set(name, attempt)
  return attempt
}

async function stored(db: Db, name: string): Promise<Cached | undefined> {
  const [row] = await db
    .select({ value: cachedCredential.value, expiresAt: cachedCredential.expiresAt })
    .from(cachedCredential)
    .where(and(eq(cachedCredential.name, name), gt(cachedCredential.expiresAt, new Date())))
  return row ? { value: row.value, expiresAt: row.expiresAt.getTime() } : undefined
}

/** Takes the fetch lease when nobody holds a live one; true when this process holds it now. */
async function takeLease(db: Db, name: string): Promise<boolean> {
  const taken = await db
    .insert(cachedCredential)
    .values({ name: `${name}:lease`, value: String(process.pid), expiresAt: new Date(Date.now() + LEASE_MS) })
    .onConflictDoUpdate({
      target: cachedCredential.name,
      set: { value: sql`excluded.value`, expiresAt: sql`excluded.expires_at` },
      setWhere: lt(cachedCredential.expiresAt, sql`now()`),
    })
    .returning({ name: cachedCredential.name })
  return taken.length > 0
}

async function load(db: Db, name: string, fetchFresh: () => Promise<{ value: string; ttlSeconds: number }>) {
  const deadline = Date.now() + WAIT_FOR_OTHER_MS
  for (;;) {
    const row = await stored(db, name)
    if (row) {
      local.set(name, row)
      return row.value
    }
    const paused = backoff.get(name)
    if (paused && paused.until > Date.now()) throw new WechatUpstreamError('WeChat fetches paused after a failure')
    if (await takeLease(db, name)) break
    if (Date.now() > deadline) throw new WechatUpstreamError('another process is still fetching from WeChat')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  try {
    const fresh = await fetchFresh()
    const expiresAt = new Date(Date.now() + Math.max(60, fresh.ttlSeconds - EXPIRY_MARGIN_SECONDS) * 1000)
    await db
      .insert(cachedCredential)
      .values({ name, value: fresh.value, expiresAt })
      .onConflictDoUpdate({
        target: cachedCredential.name,
        set: { value: sql`excluded.value`, expiresAt: sql`excluded.expires_at` },
      })
    backoff.delete(name)
    local.set(name, { value: fresh.value, expiresAt: expiresAt.getTime() })
    return fresh.value
  } catch (error) {
    const pause = Math.min(BACKOFF_MAX_MS, (backoff.get(name)?.pause ?? BACKOFF_FIRST_MS / 2) * 2)
    backoff.set(name, { until: Date.now() + pause, pause })
    throw error
  } finally {
    await db.delete(cachedCredential).where(eq(cachedCredential.name, `${name}:lease`))
  }
}

async function getJson(url: string): Promise<Record<string, unknown>> {
  let res: Response
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(5000) })
  } catch (error) {
    throw new WechatUpstreamError(`WeChat unreachable: ${(error as Error).message}`)
  }
  if (!res.ok) throw new WechatUpstreamError(`WeChat answered HTTP ${res.status}`)
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null
  if (!body) throw new WechatUpstreamError('WeChat answered no JSON')
  if (typeof body.errcode === 'number' && body.errcode !== 0) {
    throw new WechatUpstreamError(`WeChat error ${body.errcode}: ${String(body.errmsg)}`)
  }
  return body
}

function accessToken(db: Db, config: WechatConfig): Promise<string> {
  return cached(db, `wechat:access_token:${config.appId}`, async () => {
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: config.appId, secret: config.secret })
    const body = await getJson(`${config.apiBase}/cgi-bin/token?${query}`)
    if (typeof body.access_token !== 'string') throw new WechatUpstreamError('WeChat answered no access_token')
    return { value: body.access_token, ttlSeconds: Number(body.expires_in) || 7200 }
  })
}

function jsapiTicket(db: Db, config: WechatConfig): Promise<string> {
  return cached(db, `wechat:jsapi_ticket:${config.appId}`, async () => {
    const token = await accessToken(db, config)
    const query = new URLSearchParams({ access_token: token, type: 'jsapi' })
    const body = await getJson(`${config.apiBase}/cgi-bin/ticket/getticket?${query}`)
    if (typeof body.ticket !== 'string') throw new WechatUpstreamError('WeChat answered no ticket')
    return { value: body.ticket, ttlSeconds: Number(body.expires_in) || 7200 }
  })
}

/** A fresh signature for one page URL; never cached (each has its own nonce and timestamp). */
export async function shareSignature(db: Db, config: WechatConfig, url: string): Promise<ShareSignature> {
  const ticket = await jsapiTicket(db, config)
  return signShare({ appId: config.appId, ticket, url, timestamp: Math.floor(Date.now() / 1000), nonceStr: newNonce() })
}
