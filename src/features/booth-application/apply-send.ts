import * as v from 'valibot'
import { BoothApplicationAnswer } from '~/contracts/answers'
import { apiPost } from '~/contracts/api-client'
import { boothApplicationSchema, boothFieldErrors } from '~/contracts/booth-application'
import type { Translate } from '~/contracts/translate'
import type { Locale } from '~/i18n/locales'

/**
 * What the booth form does once it is used, loaded then and not with the page (ADR 029): the
 * entries checked in the browser with the contract the server uses, and the send.
 */

/** Each failing field's message, none when all is well. */
export function applyFormErrors(t: Translate, values: Readonly<Record<string, unknown>>): Record<string, string> {
  const result = v.safeParse(boothApplicationSchema(t), values, { abortEarly: false })
  return result.success ? {} : boothFieldErrors(t, values, result.issues)
}

export type SendOutcome =
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'sent'; message: string }
  /** Refused by the server (its message), or no answer at all (none: the form says it failed). */
  | { kind: 'refused'; errors: Record<string, string>; message: string | null }

/**
 * The entries checked, then posted as JSON to `/api/boothApplication` with the form's idempotency
 * key (a retry after a failure reuses it, so the server never stores twice).
 */
export async function sendApplication(
  t: Translate,
  entries: Readonly<Record<string, string>>,
  { lang, idempotencyKey }: { lang: Locale; idempotencyKey: string },
): Promise<SendOutcome> {
  const errors = applyFormErrors(t, entries)
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors }
  const answer = await apiPost(
    BoothApplicationAnswer,
    '/api/boothApplication',
    { ...entries, areaSqm: entries.areaSqm?.trim() },
    { lang, headers: { 'Idempotency-Key': idempotencyKey } },
  )
  return answer.ok
    ? { kind: 'sent', message: answer.msg }
    : { kind: 'refused', errors: answer.fieldErrors, message: answer.msg }
}
