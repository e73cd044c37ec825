import { getRequestIP } from '@tanstack/react-start/server'

/**
 * The visitor's address. Behind the reverse proxy (`TRUST_PROXY=1`) it is the right-most
 * X-Forwarded-For entry, the one our proxy appended; anything left of it is client-supplied.
 */
export function clientIp(request: Request): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = request.headers.get('x-forwarded-for')
    const last = forwarded?.split(',').pop()?.trim()
    if (last) return last
  }
  return getRequestIP() ?? 'unknown'
}
