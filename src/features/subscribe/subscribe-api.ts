import type { ApiEnvelope } from '~/contracts/envelope'
import { API_CODE } from '~/contracts/envelope'
import type { Locale } from '~/i18n/locales'

export type SubscribeOutcome = { ok: true; msg: string } | { ok: false; msg: string | null }

/** POST /api/addNewsSubscribe (spec section 7): `code` 200 is success, otherwise `msg` is the error. */
export async function postSubscription(body: Record<string, unknown>, locale: Locale): Promise<SubscribeOutcome> {
  let response: Response
  try {
    response = await fetch('/api/addNewsSubscribe', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', lang: locale },
      body: JSON.stringify(body),
    })
  } catch {
    return { ok: false, msg: null }
  }
  let envelope: Partial<ApiEnvelope<unknown>> | null = null
  try {
    envelope = (await response.json()) as Partial<ApiEnvelope<unknown>>
  } catch {
    envelope = null
  }
  if (envelope?.code === API_CODE.ok) return { ok: true, msg: envelope.msg ?? '' }
  return { ok: false, msg: typeof envelope?.msg === 'string' && envelope.msg ? envelope.msg : null }
}
