import * as v from 'valibot'
import { ApiError } from '~/api/api-error.server'
import type { ApiContext, ApiSuccess } from '~/api/handler.server'
import { isHoneypotFilled } from '~/contracts/fields'
import { formMessages } from '~/contracts/messages'
import { subscribeSchema } from '~/contracts/subscribe'
import { getDb } from '~/db/client.server'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import { noticeVersion } from '~/db/repositories/subscriptions.server'
import { subscribeWithConfirmation } from '~/mail/notify.server'
import { siteOriginOf } from '~/seo/origin.server'

/**
 * POST /api/addNewsSubscribe. The first failing check answers 400 with its message (spec order);
 * success (code 200) is answered only after the row is durably stored, unconfirmed, with the consent
 * evidence (the privacy notice shown, by its hash). One subscription per e-mail: a repeat answers
 * the same success and changes nothing, so the answer never tells who is subscribed.
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
    const notice = (await readSiteConfig(db)).rich[`privacy_notice_${ctx.locale}`] ?? ''
    await subscribeWithConfirmation(
      db,
      {
        truename: input.truename,
        email: input.email,
        company: input.company,
        position: input.position,
        lang: ctx.locale,
        consent: true,
        noticeVersion: noticeVersion(notice),
        source: 'api',
      },
      siteOriginOf(ctx.request),
    )
  }
  return { data: null, msg: formMessages.submitted }
}
