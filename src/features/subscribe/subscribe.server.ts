import * as v from 'valibot'
import { ApiError } from '~/api/api-error.server'
import type { ApiContext, ApiSuccess } from '~/api/handler.server'
import { requireShownNotice } from '~/content/privacy-notices.server'
import { isHoneypotFilled } from '~/contracts/fields'
import { formMessages } from '~/contracts/messages'
import { subscribeSchema } from '~/contracts/subscribe'
import { type Db, getDb } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import {
  addSubscription,
  type SubscriptionInput,
  type SubscriptionResult,
} from '~/db/repositories/subscriptions.server'
import { subscriptionConfirmMail } from '~/mail/compose.server'
import { mailDomain } from '~/mail/delivery.server'
import { enqueueMail } from '~/mail/outbox.server'
import { siteOrigin } from '~/server/site-origin.server'

/**
 * POST /api/addNewsSubscribe. The first failing check answers 400 with its message (spec order);
 * success (code 200) is answered only after the row is durably stored, unconfirmed, with the consent
 * evidence (the version of the newsletter's privacy notice the page showed, sent with the form; an
 * unknown one is refused, ADR 037). One subscription per e-mail: a repeat answers the same
 * success and changes nothing, so the answer never tells who is subscribed.
 */
export async function subscribe(body: Record<string, unknown>, ctx: ApiContext): Promise<ApiSuccess<null>> {
  const result = v.safeParse(subscribeSchema(ctx.t), body, { abortEarly: true })
  if (!result.success) {
    const issue = result.issues[0]
    throw new ApiError(400, issue?.message ?? '', { field: issue?.path?.[0]?.key ?? null })
  }
  const input = result.output
  const shownNotice = await requireShownNotice('subscription', input.noticeVersion)
  if (!isHoneypotFilled(input.website)) {
    const db = await getDb()
    await subscribeWithConfirmation(
      db,
      {
        truename: input.truename,
        email: input.email,
        company: input.company,
        position: input.position,
        lang: ctx.locale,
        consent: true,
        noticeVersion: shownNotice,
        source: 'api',
      },
      siteOrigin(ctx.request),
    )
  }
  return { data: null, msg: formMessages.submitted }
}

/**
 * The subscription and its confirmation mail in one transaction, so a stored subscription always has
 * its mail queued and a queued mail always has its subscription; resolves once the write is durable.
 */
export async function subscribeWithConfirmation(
  db: Db,
  input: SubscriptionInput,
  origin: string,
): Promise<SubscriptionResult> {
  const result = await db.transaction(async (tx) => {
    const added = await addSubscription(tx, input)
    if (added.created) {
      const mail = await subscriptionConfirmMail({
        origin,
        locale: input.lang,
        name: input.truename.trim(),
        email: input.email.trim(),
        confirmToken: added.confirmToken,
        unsubscribeToken: added.unsubscribeToken,
      })
      await enqueueMail(tx, mail, mailDomain())
    }
    return added
  })
  await flushWrites(db)
  return result
}
