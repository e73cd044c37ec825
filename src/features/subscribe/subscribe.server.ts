import * as v from 'valibot'
import { ApiError } from '~/api/api-error.server'
import type { ApiContext, ApiSuccess } from '~/api/handler.server'
import { isHoneypotFilled } from '~/contracts/fields'
import { formMessages } from '~/contracts/messages'
import { subscribeSchema } from '~/contracts/subscribe'
import { getDb } from '~/db/client.server'
import { addSubscription } from '~/db/repositories/subscriptions.server'

/**
 * POST /api/addNewsSubscribe. The first failing check answers 400 with its message (spec order);
 * success (code 200) is answered only after the row is durably stored. One subscription per e-mail:
 * a repeat, or a retried request (with or without `Idempotency-Key`), refreshes it and succeeds.
 */
export async function subscribe(body: Record<string, unknown>, ctx: ApiContext): Promise<ApiSuccess<null>> {
  const result = v.safeParse(subscribeSchema(ctx.t), body, { abortEarly: true })
  if (!result.success) {
    const issue = result.issues[0]
    throw new ApiError(400, issue?.message ?? '', { field: issue?.path?.[0]?.key ?? null })
  }
  const input = result.output
  if (!isHoneypotFilled(input.website)) {
    const db = await getDb()
    await addSubscription(db, {
      truename: input.truename,
      email: input.email,
      company: input.company,
      position: input.position,
      lang: ctx.locale,
      consent: true,
    })
  }
  return { data: null, msg: formMessages.submitted }
}
