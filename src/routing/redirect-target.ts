/**
 * Every `Location` the site answers goes through here (ADR 011): the target is parsed as a URL
 * against a placeholder origin, normalised by the WHATWG parser (percent-encoding, dot segments,
 * `\` read as `/`), and accepted only when it is still on that origin and its path starts with a
 * single `/`. So `//evil.example`, `/\evil.example`, `https://evil.example` and a path that
 * collapses into one of them (`/.//evil.example`) never leave the site, and the header value is
 * always plain ASCII (no CR/LF, no raw UTF-8 that would make the header itself throw).
 */
const PLACEHOLDER_ORIGIN = 'http://site.invalid'

/**
 * `target` as a same-origin path + query + fragment, or `undefined` when it would leave the site.
 * `origin` is the site's own (an absolute target on it is kept as its path).
 */
export function sameOriginPath(target: string, origin = PLACEHOLDER_ORIGIN): string | undefined {
  let url: URL
  try {
    url = new URL(target, origin)
  } catch {
    return undefined
  }
  if (url.origin !== new URL(origin).origin) return undefined
  const path = url.pathname + url.search + url.hash
  // Checked again after normalisation: the parser may have produced `//host` from `/.//host`.
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined
  return path
}

/**
 * A redirect answer to `target` when it is same-origin, else to `fallback` (itself checked, `/`
 * as the last resort).
 */
export function redirectTo(
  target: string,
  init: { status: 301 | 302 | 303 | 307 | 308; fallback?: string; headers?: Readonly<Record<string, string>> },
): Response {
  const location = sameOriginPath(target) ?? sameOriginPath(init.fallback ?? '/') ?? '/'
  return new Response(null, {
    status: init.status,
    headers: { 'cache-control': 'no-store', ...init.headers, location },
  })
}
