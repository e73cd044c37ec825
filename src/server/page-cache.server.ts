/**
 * The rendered-page cache: public HTML pages, per process, keyed by (origin when SITE_URL is unset)
 * + path + query, stamped with the shared content version (content-version.server.ts).
 *
 * - A hit whose version is current and whose age is under PAGE_CACHE_MAX_AGE_SECONDS is served as is.
 * - Otherwise (content changed, or too old) it is still served, and one background render per key
 *   replaces it (stale-while-revalidate). A render that fails or is not cacheable keeps the old
 *   entry, so pages keep answering 200 while the database is down.
 * - Only GET 200/404 text/html answers without Set-Cookie and without `no-store`/`private` are kept.
 * - A page is kept as the bytes every answer sends (ADR 022): sealed (scripts allowed by hash, no
 *   nonce), then compressed once with brotli and gzip, each encoding with its strong ETag.
 * - Bounded: least recently used entries go first beyond PAGE_CACHE_MAX_ENTRIES / PAGE_CACHE_MAX_MB.
 */

import { createHash } from 'node:crypto'
import { type Encoding, precompress } from './compress.server'
import { envNumber, envSwitch } from './env-settings'

/** One way a cached page is sent: its bytes and their strong ETag. */
interface Representation {
  body: Uint8Array
  etag: string
}

export interface CachedPage {
  status: number
  headers: [string, string][]
  /** The Content-Security-Policy of this page (the hashes of its scripts). */
  csp: string
  identity: Representation
  /** The compressed encodings, made once when the page was stored (none for a tiny page). */
  encoded: Partial<Record<Encoding, Representation>>
  version: number
  storedAt: number
}

/**
 * A cached page from its sealed HTML: UTF-8 once, brotli and gzip once (off the event loop). The
 * ETag is the SHA-256 of the HTML, suffixed per encoding (each encoding is its own representation).
 */
export async function preparePage(html: string, page: Omit<CachedPage, 'identity' | 'encoded'>): Promise<CachedPage> {
  const body = new TextEncoder().encode(html)
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27)
  const { br, gzip } = await precompress(body)
  const encoded: Partial<Record<Encoding, Representation>> = {
    ...(br ? { br: { body: br, etag: `"${tag}-br"` } } : {}),
    ...(gzip ? { gzip: { body: gzip, etag: `"${tag}-gz"` } } : {}),
  }
  return { ...page, identity: { body, etag: `"${tag}"` }, encoded }
}

/** Bytes a page holds in memory (what PAGE_CACHE_MAX_MB bounds). */
function sizeOf(entry: CachedPage): number {
  return Object.values(entry.encoded).reduce((n, r) => n + r.body.byteLength, entry.identity.body.byteLength)
}

export interface PageCacheOptions {
  maxEntries: number
  maxBytes: number
  maxAgeMs: number
}

export function pageCacheOptionsFromEnv(env = process.env): PageCacheOptions & { enabled: boolean } {
  return {
    enabled: envSwitch(env.PAGE_CACHE),
    maxEntries: envNumber(env.PAGE_CACHE_MAX_ENTRIES, 1000),
    maxBytes: envNumber(env.PAGE_CACHE_MAX_MB, 64) * 1024 * 1024,
    maxAgeMs: envNumber(env.PAGE_CACHE_MAX_AGE_SECONDS, 300) * 1000,
  }
}

/** Headers a cached answer keeps; everything else (date, content-length, security headers) is per answer. */
const KEPT_HEADERS = new Set(['content-type', 'content-language', 'link', 'x-robots-tag', 'vary'])

export function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false
  if (!response.headers.get('content-type')?.includes('text/html')) return false
  if (response.headers.has('set-cookie')) return false
  const cacheControl = response.headers.get('cache-control') ?? ''
  return !/no-store|private/i.test(cacheControl)
}

export function keptHeaders(headers: Headers): [string, string][] {
  const kept: [string, string][] = []
  headers.forEach((value, name) => {
    if (KEPT_HEADERS.has(name)) kept.push([name, value])
  })
  return kept
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>()
  private bytes = 0
  private readonly revalidating = new Set<string>()

  constructor(private readonly options: PageCacheOptions) {}

  get size(): number {
    return this.entries.size
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key)
    if (entry) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  isFresh(entry: CachedPage, version: number | undefined, now = Date.now()): boolean {
    return version !== undefined && entry.version === version && now - entry.storedAt < this.options.maxAgeMs
  }

  set(key: string, entry: CachedPage): void {
    const size = sizeOf(entry)
    if (size > this.options.maxBytes / 4) return
    this.delete(key)
    this.entries.set(key, entry)
    this.bytes += size
    for (const [oldKey] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break
      this.delete(oldKey)
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key)
    if (!old) return
    this.entries.delete(key)
    this.bytes -= sizeOf(old)
  }

  /** Runs `render` for `key` unless one is already running (one background render per page). */
  revalidate(key: string, render: () => Promise<void>): void {
    if (this.revalidating.has(key)) return
    this.revalidating.add(key)
    render()
      .catch(() => undefined)
      .finally(() => this.revalidating.delete(key))
  }
}
