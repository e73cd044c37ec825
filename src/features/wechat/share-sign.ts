import { createHash, randomBytes } from 'node:crypto'

export interface ShareSignature {
  appId: string
  rawString: string
  timestamp: number
  nonceStr: string
  signature: string
}

/** The page URL WeChat signs: absolute http(s), without `#` and what follows. */
export function urlToSign(input: string): string | undefined {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
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
  const rawString = `jsapi_ticket=${args.ticket}&noncestr=${args.nonceStr}&timestamp=${args.timestamp}&url=${args.url}`
  const signature = createHash('sha1').update(rawString).digest('hex')
  return { appId: args.appId, rawString, timestamp: args.timestamp, nonceStr: args.nonceStr, signature }
}

export function newNonce(): string {
  return randomBytes(12).toString('base64url').slice(0, 16)
}
