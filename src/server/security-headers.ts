/** Headers every response carries (domain notes, security baselines). */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
}

/**
 * The back office's documents may use this site's camera: the check-in screen scans badges with it
 * (ADR 033). Every back-office page, for the reason the CSP gives `'wasm-unsafe-eval'` to all of
 * them: the screen is reached by a link inside the office, which keeps the document and its policy.
 */
export const BACK_OFFICE_PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), interest-cohort=()'

/** `response` with every security header it lacks (its own values win, e.g. a stricter one). */
export function withSecurityHeaders(response: Response): Response {
  let headers = response.headers
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (headers.has(name)) continue
    try {
      headers.set(name, value)
    } catch {
      // Headers of a fetched response are immutable: copy them once.
      headers = new Headers(headers)
      headers.set(name, value)
      response = new Response(response.body, { status: response.status, statusText: response.statusText, headers })
    }
  }
  return response
}
