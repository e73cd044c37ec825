/**
 * Content-Security-Policy, to the common baseline for a public site: `'strict-dynamic'` scripts,
 * `object-src 'none'`, `base-uri 'none'`, `frame-ancestors 'none'` (ADR 022, which supersedes the
 * nonce part of ADR 006 for cached pages).
 *
 * - Scripts: on a cached page only the inline scripts whose SHA-256 the page was rendered with
 *   (page-seal.server.ts); on a page rendered for one request, the scripts carrying its nonce;
 *   `'strict-dynamic'` lets those add more (the site's module entry, its lazy chunks, the WeChat
 *   JS-SDK from res.wx.qq.com, Baidu Tongji from hm.baidu.com) without listing hosts. `https:` and
 *   `'unsafe-inline'` are ignored by every browser that understands hashes and only keep very old
 *   browsers working. An answer without scripts (API, minimal pages, redirects) allows none.
 * - Styles: vanilla-extract emits CSS files (`'self'`). An inline `<style>` needs the nonce of a page
 *   rendered for one request (the back office's editor adds one); cached pages carry no nonce at all,
 *   so they allow none. `style` attributes in markup are refused (no `'unsafe-inline'`, no
 *   `'unsafe-hashes'`), so components set dynamic styles through classes or CSS variables set from
 *   script (CSSOM is allowed).
 * The render nonce doubles as the mark of the scripts the router wrote: only scripts carrying it are
 * hashed, so markup that slipped into content can never be allowed to run.
 */
export const NONCE_HEADER = 'x-csp-nonce'

export function createNonce(): string {
  const bytes = new Uint8Array(18)
  crypto.getRandomValues(bytes)
  // base64 without '+', '/' and '=': a nonce is one plain word, found only where the router wrote it
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (c) => (c === '+' ? 'A' : c === '/' ? 'B' : ''))
}

/**
 * A cached page names its inline scripts by hash; a page rendered for one request (back office,
 * forms, pages the cache skips) by its render nonce, which its scripts and the `<style>` elements
 * added at run time (the back office's editor) carry. A policy with neither allows no script.
 */
export type PagePolicy = { scriptHashes: readonly string[] } | { nonce: string; wasm?: boolean }

/**
 * `wasm`: the page may compile WebAssembly (`'wasm-unsafe-eval'`, which allows no JavaScript eval):
 * the back office, whose check-in screen decodes QR codes with zxing-wasm where the browser has no
 * BarcodeDetector (ADR 033). On every back-office page, since the screen is also reached by a link
 * inside the office, which keeps the document's policy.
 */
export function contentSecurityPolicy(policy: PagePolicy): string {
  const trusted = 'nonce' in policy ? [`'nonce-${policy.nonce}'`] : policy.scriptHashes
  const wasm = 'nonce' in policy && policy.wasm ? " 'wasm-unsafe-eval'" : ''
  const scripts = trusted.length > 0 ? `${trusted.join(' ')} 'strict-dynamic'${wasm} https: 'unsafe-inline'` : "'none'"
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src 'self'${'nonce' in policy ? ` 'nonce-${policy.nonce}'` : ''}`,
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

/** The policy of answers that carry no script of their own (API, files, minimal pages, redirects). */
export const SCRIPTLESS_POLICY = contentSecurityPolicy({ scriptHashes: [] })
