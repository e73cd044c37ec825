import { describe, expect, it } from 'vitest'
import { forwardedClient, parseTrustProxy, rateLimitIdentity } from './trusted-proxies'

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset: the peer is the client whatever X-Forwarded-For says', () => {
    expect(forwardedClient('203.0.113.9', '198.51.100.1', parseTrustProxy(undefined))).toBe('203.0.113.9')
    expect(forwardedClient('127.0.0.1', '198.51.100.1', parseTrustProxy('0'))).toBe('127.0.0.1')
  })

  it('reads the legacy `1` as loopback only', () => {
    const trust = parseTrustProxy('1')
    expect(forwardedClient('127.0.0.1', 'forged, 198.51.100.1', trust)).toBe('198.51.100.1')
    expect(forwardedClient('::ffff:127.0.0.1', '198.51.100.1', trust)).toBe('198.51.100.1')
    // A client reaching the app port directly cannot choose its identity.
    expect(forwardedClient('203.0.113.9', '198.51.100.1', trust)).toBe('203.0.113.9')
  })

  it('walks a chain of trusted proxies from the right', () => {
    const trust = parseTrustProxy('loopback, 10.0.0.0/8')
    expect(forwardedClient('127.0.0.1', 'forged, 198.51.100.7, 10.1.2.3', trust)).toBe('198.51.100.7')
    expect(forwardedClient('127.0.0.1', '10.1.2.3', trust)).toBe('10.1.2.3')
    expect(forwardedClient('127.0.0.1', null, trust)).toBe('127.0.0.1')
  })

  it.each(['2', 'proxy.example', '10.0.0.0/99', 'loopback,,nonsense'])('refuses %s with a clear message', (raw) => {
    expect(() => parseTrustProxy(raw)).toThrow(/TRUST_PROXY/)
  })
})

describe('rate-limit identity', () => {
  it('counts IPv6 per /64 and IPv4 per address', () => {
    expect(rateLimitIdentity('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(rateLimitIdentity('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(rateLimitIdentity('2001:db8::7')).toBe('2001:db8:0:0::/64')
    expect(rateLimitIdentity('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitIdentity('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(rateLimitIdentity('192.0.2.1')).toBe('192.0.2.1')
    expect(rateLimitIdentity('x'.repeat(300))).toHaveLength(64)
  })
})
