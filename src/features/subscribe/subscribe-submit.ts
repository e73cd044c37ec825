// What the news-letter form needs only when it is sent: the check with the server's own schema and
// the API call. The footer's code hydrates the form; this loads on its first submit (ADR 023).
import * as v from 'valibot'
import { SubscribeAnswer } from '~/contracts/answers'
import { type ApiResult, apiPost } from '~/contracts/api-client'
import { formMessages } from '~/contracts/messages'
import { subscribeSchema } from '~/contracts/subscribe'
import type { Translate } from '~/contracts/translate'
import { isSubscribeField, type SubscribeField } from './subscribe-form.shared'

/** The success toast's text. */
export const submitted = formMessages.submitted

export interface SubscribeBody {
  truename: string
  email: string
  company: string
  position: string
  consent: boolean
  website: string
  /** The version of the notice the form showed (`subscription/v1`). */
  noticeVersion: string
}

/** The first failure in the spec's order (name, email, company, position, format, consent), or null. */
export function firstInvalidField(
  t: Translate,
  body: SubscribeBody,
): { field: SubscribeField; message: string } | null {
  const result = v.safeParse(subscribeSchema(t), body, { abortEarly: true })
  if (result.success) return null
  const issue = result.issues[0]
  const key = issue?.path?.[0]?.key
  return { field: isSubscribeField(key) ? key : 'truename', message: issue?.message ?? '' }
}

export function sendSubscription(body: SubscribeBody, lang: string): Promise<ApiResult<SubscribeAnswer>> {
  return apiPost(SubscribeAnswer, '/api/addNewsSubscribe', body, { lang })
}
