import { FastResponse } from 'srvx'
import { chooseEncoding, compress, shouldCompress } from './compress.server'
import { contentSecurityPolicy } from './csp'
import type { CachedPage } from './page-cache.server'
import { sealPage } from './page-seal.server'

/**
 * HTML page answers: a cached page sends bytes prepared when it was stored (and 304 to a client
 * that has them); a page rendered for one request is sealed and compressed for that answer.
 */
export type CacheState = 'hit' | 'stale' | 'miss' | 'bypass'

export interface PageAnswer {
  status: number
  headers: [string, string][] | Headers
  html: string
}

/**
 * What pages vary on: a page path may redirect on the locale cookie or `Accept-Language`
 * (i18n/redirects.ts) before anything is rendered, and its body is encoded per `Accept-Encoding`.
 */
const PAGE_VARY = 'Cookie, Accept-Language, Accept-Encoding'

/**
 * A cached page in the encoding the client prefers, with its ETag; 304 when `If-None-Match` names
 * that ETag. The answer is the same for every visitor, so shared caches in front may keep it too
 * (`no-cache`: they revalidate first, which costs a 304).
 */
export function cachedPageResponse(request: Request, entry: CachedPage, cache: CacheState): Response {
  const encoding = chooseEncoding(request.headers.get('accept-encoding'))
  const encoded = encoding ? entry.encoded[encoding] : undefined
  const representation = encoded ?? entry.identity
  const headers = pageHeaders(entry.headers, 'no-cache', cache)
  headers.set('content-security-policy', entry.csp)
  // Preconditions apply to successful answers only (RFC 9110 13.2.2): a cached 404 is sent whole.
  if (entry.status === 200) {
    headers.set('etag', representation.etag)
    if (matchesIfNoneMatch(request.headers.get('if-none-match'), representation.etag)) {
      headers.delete('content-type')
      headers.delete('content-language')
      return new FastResponse(null, { status: 304, headers })
    }
  }
  if (encoded && encoding) headers.set('content-encoding', encoding)
  return htmlResponse(request, entry.status, headers, representation.body)
}

/**
 * A page rendered for this request alone (back office, form answers, pages the cache skips): sealed
 * like a cached page, but it keeps its nonce for the `<style>` elements scripts add at run time
 * (the back office's editor), so no one else may keep it.
 */
export function renderedPageResponse(
  request: Request,
  answer: PageAnswer,
  nonce: string,
  cache?: CacheState,
): Response {
  const { html, scriptHashes } = sealPage(answer.html, nonce, { keepNonce: true })
  const headers = pageHeaders(answer.headers, 'private, no-cache', cache)
  headers.set('content-security-policy', contentSecurityPolicy({ scriptHashes, styleNonce: nonce }))
  let body: Uint8Array = new TextEncoder().encode(html)
  const encoding = chooseEncoding(request.headers.get('accept-encoding'))
  if (encoding && shouldCompress(body)) {
    headers.set('content-encoding', encoding)
    body = compress(body, encoding)
  }
  return htmlResponse(request, answer.status, headers, body)
}

/** Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 13.1.2), or is `*`. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === opaque)
}

function pageHeaders(from: [string, string][] | Headers, cacheControl: string, cache?: CacheState): Headers {
  const headers = new Headers(from)
  headers.delete('content-length')
  headers.delete('content-encoding')
  headers.set('vary', PAGE_VARY)
  headers.set('cache-control', cacheControl)
  if (cache) headers.set('x-page-cache', cache)
  return headers
}

/**
 * srvx's FastResponse: on Node the bytes are written to the socket as they are; a plain `Response`
 * would wrap them in a web stream that is then read chunk by chunk (a third of a cache hit's cost).
 */
function htmlResponse(request: Request, status: number, headers: Headers, body: Uint8Array): Response {
  headers.set('content-length', String(body.byteLength))
  return new FastResponse(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status, headers })
}
