import { ApiError } from '~/api/api-error.server'
import { clientIdentity } from '~/api/client-ip.server'
import type { ApiContext, ApiSuccess } from '~/api/handler.server'
import { parseQuery } from '~/api/query.server'
import { consumeRateLimit } from '~/api/rate-limit.server'
import { apiMessages } from '~/contracts/messages'
import { ShareSignQuery } from '~/contracts/queries'
import { getDb } from '~/db/client.server'
import { siteOrigin } from '~/server/site-origin.server'
import { type ShareSignature, urlToSign } from './share-sign'
import { shareSignature, WechatUpstreamError, wechatConfigFromEnv } from './wechat.server'

/** Signatures per client and minute: a page load asks once; this is room for many tabs, not a script. */
const SHARE_SIGN_LIMIT = { limit: 30, windowSeconds: 60 }

/**
 * GET /api/wechat/share_sign?url=… (spec section 7): a signature for a page of this site only,
 * rate limited per client, without the ticket-bearing string the spec's answer listed.
 */
export async function shareSign(ctx: ApiContext): Promise<ApiSuccess<ShareSignature>> {
  // bad input is a 4xx whether or not sharing is configured
  const url = urlToSign(parseQuery(ctx.url, ShareSignQuery).url, siteOrigin(ctx.request))
  if (!url) throw new ApiError(400, apiMessages.urlNotOnSite, { field: 'url' })
  const config = wechatConfigFromEnv(process.env)
  if (!config) throw new ApiError(501, apiMessages.wechatNotConfigured)
  const db = await getDb()
  const verdict = await consumeRateLimit(db, `share_sign:${clientIdentity(ctx.request)}`, SHARE_SIGN_LIMIT)
  if (!verdict.allowed) {
    throw new ApiError(429, apiMessages.rateLimited, null, { 'retry-after': String(verdict.retryAfter) })
  }
  try {
    return { data: await shareSignature(db, config, url) }
  } catch (error) {
    if (error instanceof WechatUpstreamError) throw new ApiError(502, apiMessages.wechatUpstream)
    throw error
  }
}
