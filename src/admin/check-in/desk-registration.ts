import type { SaveOutcome } from '../ui/use-save'
import type { DeskRegistrationAnswer, DeskRegistrationInput } from './desk-contract'
import { deskText as text } from './desk-registration-text'

/** The consent boxes of the desk form: each sent as ticked or not, never left out. */
export const DESK_CONSENTS = ['consentPrivacy', 'consentExhibitors', 'consentNews'] as const

/** The language of the badge mail (and of the notice shown), from a control's value. */
export const deskLang = (value: unknown): DeskRegistrationInput['lang'] => (value === 'en' ? 'en' : 'cn')

/**
 * What the desk sends for the form as typed: every text field as it is, each consent as a boolean,
 * the badge mail's language beside the fields, never a confirmation (that is the second step's).
 */
export function deskRequest(form: FormData, gate: string): DeskRegistrationInput {
  const fields: Record<string, string | boolean> = {}
  for (const [key, value] of form) if (typeof value === 'string' && key !== 'lang') fields[key] = value
  for (const key of DESK_CONSENTS) fields[key] = form.get(key) === 'on'
  return { gate, lang: deskLang(form.get('lang')), fields, confirm: false }
}

/** What the desk says of an answer: a status for what happened, an alert for a refusal. */
export function deskOutcome(answer: DeskRegistrationAnswer): SaveOutcome {
  switch (answer.kind) {
    case 'invalid':
      return { ok: false, text: answer.errors.noticeVersion ? text.noticeStale : text.invalid }
    case 'limited':
      return { ok: false, text: { ...text.limited, values: { minutes: Math.ceil(answer.retryAfterSeconds / 60) } } }
    case 'on-file':
      return { ok: true, text: answer.nameMatches ? text.nameMatches : text.onFile }
    case 'checked-in':
      return { ok: true, text: answer.created ? text.registered : text.checkedInOnFile }
    case 'unavailable':
      return { ok: false, text: text.unavailable }
  }
}

/** The fields the server marked, cleared by any other answer. */
export const deskErrors = (answer: DeskRegistrationAnswer): Record<string, string> =>
  answer.kind === 'invalid' ? answer.errors : {}

/**
 * The details that "Check in and print" may send again with staff's confirmation: only those just
 * sent, and only when the registration on file they found carries the same name (ADR 033's desk
 * addendum). Any other answer withdraws the offer.
 */
export const confirmableAfter = (
  answer: DeskRegistrationAnswer,
  sent: DeskRegistrationInput | null,
): DeskRegistrationInput | null => (answer.kind === 'on-file' && answer.nameMatches ? sent : null)

/** The second step: the same details, confirmed. */
export const deskConfirmation = (sent: DeskRegistrationInput): DeskRegistrationInput => ({ ...sent, confirm: true })
