import { FastResponse } from 'srvx'
import { isAdminPath } from '~/i18n/admin-locale'
import { chooseEncoding, compress, shouldCompress } from './compress.server'
import { contentSecurityPolicy } from './csp'
import type { CachedPage } from './page-cache.server'
import { BACK_OFFICE_PERMISSIONS_POLICY } from './security-headers'

/**
 * HTML page answers: a cached page sends bytes prepared when it was stored (and 304 to a client
 * that has them); a page rendered for one request is sealed and compressed for that answer.
 */
export type CacheState = 'hit' | 'stale' | 'miss' | 'bypass'

export interface PageAnswer {
  status: number
  headers: [string, string][] | Headers
  /** The page's HTML as the renderer encoded it (UTF-8): decoding and encoding it again cost 5% of a render. */
  body: Uint8Array
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
  // Preconditions apply to successful answers only (RFC 9110 13.2.2): a cached 404 is sent whole.
  const revalidating = entry.status === 200
  if (revalidating && matchesIfNoneMatch(request.headers.get('if-none-match'), representation.etag)) {
    // Only what a 304 must repeat (RFC 9110 15.4.5): the browser keeps the stored answer's other
    // headers, the policy included, and the 304 costs no more than a static file's.
    const headers = new Headers({ etag: representation.etag, 'cache-control': 'no-cache', vary: PAGE_VARY })
    headers.set('x-page-cache', cache)
    return new FastResponse(null, { status: 304, headers })
  }
  const headers = pageHeaders(entry.headers, 'no-cache', cache)
  headers.set('content-security-policy', entry.csp)
  if (revalidating) headers.set('etag', representation.etag)
  if (encoded && encoding) headers.set('content-encoding', encoding)
  return htmlResponse(request, entry.status, headers, representation.body)
}

/**
 * A page rendered for this request alone (back office, form answers, pages the cache skips): its
 * bytes are for this answer only, so it keeps its render nonce and the policy names that nonce
 * (sealing it with hashes, ADR 022, bought nothing here and cost 5% of an uncached render). No one
 * else may keep it.
 */
export function renderedPageResponse(
  request: Request,
  answer: PageAnswer,
  nonce: string,
  cache?: CacheState,
): Response {
  const headers = pageHeaders(answer.headers, 'private, no-cache', cache)
  const backOffice = isAdminPath(new URL(request.url).pathname)
  headers.set('content-security-policy', contentSecurityPolicy({ nonce, wasm: backOffice }))
  if (backOffice) headers.set('permissions-policy', BACK_OFFICE_PERMISSIONS_POLICY)
  let body = answer.body
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
