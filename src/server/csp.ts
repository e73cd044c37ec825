/**
 * Content-Security-Policy with a fresh nonce per response (notes/domain.md, security baselines).
 *
 * - Scripts: only those carrying the response's nonce; `'strict-dynamic'` lets a nonced loader add
 *   more (the WeChat JS-SDK from res.wx.qq.com, Baidu Tongji from hm.baidu.com) without listing hosts.
 *   `https:` and `'unsafe-inline'` are ignored by every browser that understands nonces and only
 *   keep very old browsers working.
 * - Styles: vanilla-extract emits CSS files (`'self'`); an inline `<style>` needs the nonce; `style`
 *   attributes in markup are refused (no `'unsafe-inline'`, no `'unsafe-hashes'`), so components set
 *   dynamic styles through classes or CSS variables set from script (CSSOM is allowed).
 * The server entry renders with a per-render nonce and the page cache swaps in a fresh one on every
 * hit (docs/decisions/006-page-cache-and-csp-nonce.md).
 */
export const NONCE_HEADER = 'x-csp-nonce'

export function createNonce(): string {
  const bytes = new Uint8Array(18)
  crypto.getRandomValues(bytes)
  // base64url-ish but without '-' and '_' so a nonce is one "word" for the page cache's replacement
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (c) => (c === '+' ? 'A' : c === '/' ? 'B' : ''))
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://hm.baidu.com",
    "media-src 'self' https:",
    "frame-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
