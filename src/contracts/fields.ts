import type { MessageDescriptor } from '@lingui/core'
import * as v from 'valibot'
import { isConsentGiven } from './consent-value'
import { formMessages } from './messages'
import type { Translate } from './translate'

/** Pragmatic e-mail shape: one @, no spaces, a dot in the domain; RFC 5321 length limit. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const EMAIL_MAX = 254

/**
 * A required text field: a missing key, a non-string and an all-blank value all get the field's own
 * "please enter" message (the spec only checks emptiness), and the value is stored trimmed.
 */
export function requiredText(t: Translate, required: MessageDescriptor, max: number) {
  return v.pipe(
    v.optional(v.string(t(required)), ''),
    v.trim(),
    v.nonEmpty(t(required)),
    v.maxLength(max, t(formMessages.tooLong)),
  )
}

/** PIPL consent: an explicit yes from a box that was not pre-ticked (JSON `true` or a form's `on`). */
export function consentField(t: Translate) {
  return v.pipe(
    // a default, so a missing key still reaches the check (an optional without one is skipped)
    v.optional(v.unknown(), false),
    v.check(isConsentGiven, t(formMessages.consentRequired)),
    v.transform(() => true as const),
  )
}

/** Honeypot: invisible to people, filled in by bots; a filled one is acknowledged and dropped. */
export const honeypotField = v.optional(v.unknown())

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false
}

/** The first message of each field, for forms that show errors beside their fields. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? ''
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}

export { isConsentGiven }
