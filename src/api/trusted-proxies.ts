import { isIPv4, isIPv6 } from 'node:net'
import proxyAddr from 'proxy-addr'

/**
 * `TRUST_PROXY`: which peers are our reverse proxies, with `proxy-addr` semantics (ADR 011).
 *
 * - unset, empty, `0`, `false`: none; the client is the socket's peer, `X-Forwarded-*` is ignored.
 * - `1`, `true`: `loopback` (the proxy on the same machine, as the README's nginx set-up); kept for
 *   configurations written before the list form existed.
 * - otherwise a comma-separated list of addresses, CIDR ranges and the names `loopback`,
 *   `linklocal`, `uniquelocal`; anything unparsable is refused at start-up.
 *
 * Hop counts (`TRUST_PROXY=2`) are refused: they trust whatever the nearest hops say, which is what
 * let any client reaching the app port choose its identity.
 */
export type TrustProxy = (address: string, hop: number) => boolean

const TRUST_NONE: TrustProxy = () => false

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? ''
  if (value === '' || /^(0|false)$/i.test(value)) return TRUST_NONE
  if (/^(1|true)$/i.test(value)) return proxyAddr.compile('loopback')
  if (/^\d+$/.test(value)) {
    throw new Error(
      `TRUST_PROXY="${value}": hop counts are not supported; list the proxies' addresses or ranges ` +
        '(e.g. TRUST_PROXY=loopback or TRUST_PROXY=10.0.0.0/8,fd00::/8)',
    )
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  try {
    return proxyAddr.compile(entries)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `TRUST_PROXY="${value}" is not a list of addresses, CIDR ranges, loopback, linklocal or uniquelocal (${reason})`,
    )
  }
}

/**
 * The client behind a chain of proxies: walking from the socket's peer towards the left of
 * `X-Forwarded-For`, the first address that is not a trusted proxy (`proxy-addr`'s rule). Entries
 * left of it were written by the client itself and are never read.
 */
export function forwardedClient(peer: string, forwardedFor: string | null, trust: TrustProxy): string {
  const hops = [
    peer,
    ...(forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .reverse(),
  ]
  for (let i = 0; i < hops.length - 1; i++) {
    if (!trust(hops[i] ?? '', i)) return hops[i] ?? peer
  }
  return hops[hops.length - 1] ?? peer
}

/**
 * The identity rate limits count: an IPv4 address as is, an IPv6 address by its /64 (one home or
 * one server gets a whole /64, so counting per address would hand each client 2^64 identities).
 * Anything else (a proxy forwarding garbage) is kept, bounded in length.
 */
export function rateLimitIdentity(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1]
  if (isIPv4(bare)) return bare
  if (isIPv6(bare)) return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`
  return address.slice(0, 64)
}

/** The eight 16-bit groups of a valid IPv6 address, lower-case, without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase()
  // An embedded IPv4 tail (`::1.2.3.4`) is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0')
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16))
}
