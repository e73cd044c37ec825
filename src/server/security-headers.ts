/** Headers every response carries (domain notes, security baselines). */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
}

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
