import { isDatabaseUnavailable } from '~/api/api-error.server'
import { clientIp } from '~/api/client-ip.server'
import { logEvent } from '~/api/log.server'
import { isSameOriginRequest } from '~/api/same-site.server'
import { BodyTooLargeError, isClientAbort } from '~/server/body-limit.server'
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, getAuth } from './auth.server'
import { isEnabledAuthPath } from './auth-paths'
import { getAdminSession, mustSetUpTwoFactor } from './session.server'

const noStore = { 'cache-control': 'no-store' }

/** What a session that still has to set up its second factor may not do (ADR 030). */
const NEEDS_COMPLETE_SESSION = new Set(['/change-password', '/revoke-sessions', '/two-factor/disable'])

const notFound = () => Response.json({ code: 'NOT_FOUND', message: 'Not Found' }, { status: 404, headers: noStore })

/**
 * `/api/auth/*`: better-auth's own endpoints (sign-in, sign-out, two-factor, password change). The
 * client address better-auth limits by is the one the rest of the site uses (TRUST_PROXY-aware),
 * never a header the client chose; a POST that does not prove it comes from our own pages is refused
 * (CSRF); answers are never stored; a failure says nothing of the inside. Only the endpoints the
 * screens use answer (auth-paths.ts); under ADMIN_REQUIRE_2FA a session without its second factor may
 * only sign out and confirm its enrolment.
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length)
  if (!isEnabledAuthPath(path)) return notFound()
  // better-auth checks Origin only when cookies are sent; every POST here must come from our pages.
  if (request.method === 'POST' && !isSameOriginRequest(request))
    return Response.json(
      { code: 'CROSS_SITE', message: 'Cross-site request refused' },
      { status: 403, headers: noStore },
    )
  try {
    const auth = await getAuth()
    if (NEEDS_COMPLETE_SESSION.has(path)) {
      const user = await getAdminSession(request.headers, auth)
      if (user && mustSetUpTwoFactor(user))
        return Response.json(
          { code: 'TWO_FACTOR_REQUIRED', message: 'Set up two-factor authentication first' },
          { status: 403, headers: noStore },
        )
    }
    const headers = new Headers(request.headers)
    headers.set(CLIENT_IP_HEADER, clientIp(request))
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
    const response = await auth.handler(new Request(request.url, { method: request.method, headers, body }))
    if (response.status >= 500) {
      logEvent('error', 'auth endpoint failed', { status: response.status })
      return Response.json({ code: 'INTERNAL', message: 'Internal Server Error' }, { status: 500, headers: noStore })
    }
    const answer = new Response(response.body, { status: response.status, headers: response.headers })
    answer.headers.set('cache-control', 'no-store')
    return answer
  } catch (error) {
    if (isDatabaseUnavailable(error))
      return Response.json(
        { code: 'UNAVAILABLE', message: 'Service unavailable' },
        { status: 503, headers: { ...noStore, 'retry-after': '5' } },
      )
    // A body over its limit or a client gone mid-upload is not the endpoint's failure: the edge
    // answers the first with its 413 and logs the second without a stack.
    if (error instanceof BodyTooLargeError || isClientAbort(request, error)) throw error
    logEvent('error', 'auth endpoint failed', { error })
    return Response.json({ code: 'INTERNAL', message: 'Internal Server Error' }, { status: 500, headers: noStore })
  }
}
