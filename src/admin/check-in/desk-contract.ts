import * as v from 'valibot'
import { LOCALES } from '~/i18n/locales'
import { type BadgeLabel, GateName, type ScanResult } from './contract'

/**
 * A walk-in registered at the desk by staff: the registration form's fields as typed (checked on the
 * server by the public form's own contract, with its messages, the notice's version shown among
 * them), the visitor's language for the badge mail, and the gate that admits them. `confirm`: staff
 * have checked the visitor's ID and ask to check in the registration on file (the second step of a
 * repeat, ADR 033's desk addendum); never implied by a look-up.
 */
export const DeskRegistrationInput = v.object({
  gate: GateName,
  lang: v.picklist(LOCALES),
  fields: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(40)), v.union([v.pipe(v.string(), v.maxLength(5000)), v.boolean()])),
    v.check((fields) => Object.keys(fields).length <= 20),
  ),
  confirm: v.optional(v.boolean(), false),
})
export type DeskRegistrationInput = v.InferOutput<typeof DeskRegistrationInput>

export type DeskRegistrationAnswer =
  /** Refused: each field's message, in the staff's language (nothing stored, nothing looked up). */
  | { kind: 'invalid'; errors: Record<string, string> }
  /** This account's look-ups for the window are used up (nothing looked up). */
  | { kind: 'limited'; retryAfterSeconds: number }
  /**
   * A registration with this e-mail is on file: nothing else of it is told (no name, company, history
   * or badge). `nameMatches`: the name typed is the one on file, so staff, having checked the ID, may
   * confirm the check-in.
   */
  | { kind: 'on-file'; nameMatches: boolean }
  /** Checked in at the gate (a new registration, or the one on file once confirmed), the label to print. */
  | { kind: 'checked-in'; created: boolean; scan: ScanResult; label: BadgeLabel | null }
  /** Confirmed, but the registration on file cannot be used at the door (cancelled or erased). */
  | { kind: 'unavailable' }
