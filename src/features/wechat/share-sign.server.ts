import { ApiError } from '~/api/api-error.server'
import type { ApiContext, ApiSuccess } from '~/api/handler.server'
import { parseQuery } from '~/api/query.server'
import { apiMessages } from '~/contracts/messages'
import { ShareSignQuery } from '~/contracts/queries'
import { getDb } from '~/db/client.server'
import { type ShareSignature, urlToSign } from './share-sign'
import { shareSignature, WechatUpstreamError, wechatConfigFromEnv } from './wechat.server'

/** GET /api/wechat/share_sign?url=… (spec section 7). */
export async function shareSign(ctx: ApiContext): Promise<ApiSuccess<ShareSignature>> {
  const url = urlToSign(parseQuery(ctx.url, ShareSignQuery).url)
  if (!url) throw new ApiError(400, apiMessages.urlRequired, { field: 'url' })
  const config = wechatConfigFromEnv(process.env)
  if (!config) throw new ApiError(501, apiMessages.wechatNotConfigured)
  try {
    return { data: await shareSignature(await getDb(), config, url) }
  } catch (error) {
    if (error instanceof WechatUpstreamError) throw new ApiError(502, apiMessages.wechatUpstream)
    throw error
  }
}
