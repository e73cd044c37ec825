import { createHash, randomBytes } from 'node:crypto'
import { isPrivatePagePath } from '~/routing/private-pages'
import { canonicalPrefixPath } from '~/server/canonical-path'

/**
 * What `wx.config` needs, and nothing else: the string that was signed carries the live
 * jsapi_ticket, so it never leaves the server (docs/api.md notes the deviation from the spec).
 */
export interface ShareSignature {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}

/** The string WeChat signs: keys in ASCII order, raw values, nothing escaped. Server-side only. */
function shareRawString(args: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  return `jsapi_ticket=${args.ticket}&noncestr=${args.nonceStr}&timestamp=${args.timestamp}&url=${args.url}`
}

/**
 * The page URL WeChat signs: absolute http(s) on the site's own origin, without `#` and what
 * follows. A URL elsewhere is refused: the site signs only its own pages; and so is a private page
 * (a badge, a mailed link: its token would go to WeChat and into a share card), in any spelling.
 */
export function urlToSign(input: string, siteOrigin: string): string | undefined {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.origin !== new URL(siteOrigin).origin) return undefined
  if (isPrivatePagePath(canonicalPrefixPath(url.pathname) ?? url.pathname)) return undefined
  url.hash = ''
  return url.toString().replace(/#$/, '')
}

/**
 * WeChat JS-SDK signature: sha1 over `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys in ASCII
 * order, raw values, nothing escaped).
 */
export function signShare(args: {
  appId: string
  ticket: string
  url: string
  timestamp: number
  nonceStr: string
}): ShareSignature {
  const signature = createHash('sha1').update(shareRawString(args)).digest('hex')
  return { appId: args.appId, timestamp: args.timestamp, nonceStr: args.nonceStr, signature }
}

export function newNonce(): string {
  return randomBytes(12).toString('base64url').slice(0, 16)
}
