import * as v from 'valibot'
import { ApiError } from '~/api/api-error.server'
import { type ApiContext, type ApiSuccess, apiHandler } from '~/api/handler.server'
import { parseQuery } from '~/api/query.server'
import { assertSameSite } from '~/api/same-site.server'
import { apiMessages } from '~/contracts/messages'
import { getDb } from '~/db/client.server'
import { confirmSubscription, removeSubscription } from '~/db/repositories/subscriptions.server'

/** A mailed link's token (base64url of 24 random bytes). */
const UnsubscribeQuery = v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)) })

/**
 * POST /api/unsubscribe?token=… — withdrawal of consent (PIPL; Advertising Law art. 43): the link in
 * every mailing carries the subscription's token, and the personal data is deleted, not flagged.
 * POST, so mail scanners that prefetch links cannot unsubscribe anyone.
 */
export async function unsubscribe(ctx: ApiContext): Promise<ApiSuccess<null>> {
  const { token } = parseQuery(ctx.url, UnsubscribeQuery)
  const removed = await removeSubscription(await getDb(), token)
  if (!removed) throw new ApiError(404, apiMessages.linkExpired)
  return { data: null, msg: apiMessages.unsubscribed }
}

/**
 * POST /api/confirmSubscription?token=… — double opt-in: the mailed link's page posts here (a mail
 * scanner that prefetches the link confirms nothing). Unknown, used or expired tokens: 404.
 */
export async function confirm(ctx: ApiContext): Promise<ApiSuccess<null>> {
  const { token } = parseQuery(ctx.url, UnsubscribeQuery)
  if (!(await confirmSubscription(await getDb(), token))) throw new ApiError(404, apiMessages.linkExpired)
  return { data: null, msg: apiMessages.confirmed }
}

/**
 * The server handlers of a mailed link's API action: POST only (405 with `Allow` otherwise), from this
 * site's page or from a mail client's RFC 8058 one-click POST (no `Origin`; the token is the proof).
 */
export function mailedLinkHandlers(action: (ctx: ApiContext) => Promise<ApiSuccess<null>>) {
  return {
    POST: apiHandler((ctx) => {
      assertSameSite(ctx.request)
      return action(ctx)
    }),
    GET: apiHandler(() => {
      throw new ApiError(405, apiMessages.methodNotAllowed, null, { allow: 'POST' })
    }),
  }
}
