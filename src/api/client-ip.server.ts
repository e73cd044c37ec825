import { getRequestIP } from '@tanstack/react-start/server'
import { requestPeer } from '~/server/request-store.server'
import { forwardedClient, parseTrustProxy, rateLimitIdentity, type TrustProxy } from './trusted-proxies'

let trust: TrustProxy | undefined

/** The compiled `TRUST_PROXY` (checked at start-up by startup-checks.server.ts, so this never throws late). */
function trustedProxies(): TrustProxy {
  trust ??= parseTrustProxy(process.env.TRUST_PROXY)
  return trust
}

/** The socket's peer: as the edge saw it (pages render from a copy of the request), else the framework's. */
function socketPeer(): string | undefined {
  return requestPeer() ?? getRequestIP()
}

/** Whether the socket's peer is one of our proxies (so its `X-Forwarded-*` headers may be read). */
export function isFromTrustedProxy(): boolean {
  const peer = socketPeer()
  return peer !== undefined && trustedProxies()(peer, 0)
}

/**
 * The visitor's address: the socket's peer, or, when that peer is a trusted proxy, the first
 * untrusted address of `X-Forwarded-For` read from the right (trusted-proxies.ts).
 */
export function clientIp(request: Request): string {
  const peer = socketPeer() ?? 'unknown'
  return forwardedClient(peer, request.headers.get('x-forwarded-for'), trustedProxies())
}

/** What per-client rate limits count: the address, an IPv6 one by its /64. */
export function clientIdentity(request: Request): string {
  return rateLimitIdentity(clientIp(request))
}
