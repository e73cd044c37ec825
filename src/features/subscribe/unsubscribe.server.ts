import * as v from 'valibot'
import { ApiError } from '~/api/api-error.server'
import type { ApiContext, ApiSuccess } from '~/api/handler.server'
import { parseQuery } from '~/api/query.server'
import { apiMessages } from '~/contracts/messages'
import { getDb } from '~/db/client.server'
import { removeSubscription } from '~/db/repositories/subscriptions.server'

const UnsubscribeQuery = v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)) })

/**
 * POST /api/unsubscribe?token=… — withdrawal of consent (PIPL; Advertising Law art. 43): the link in
 * every mailing carries the subscription's token, and the personal data is deleted, not flagged.
 * POST, so mail scanners that prefetch links cannot unsubscribe anyone.
 */
export async function unsubscribe(ctx: ApiContext): Promise<ApiSuccess<null>> {
  const { token } = parseQuery(ctx.url, UnsubscribeQuery)
  const removed = await removeSubscription(await getDb(), token)
  if (!removed) throw new ApiError(404, apiMessages.notFound)
  return { data: null, msg: apiMessages.unsubscribed }
}
