import { type Locale, localizePath } from '~/i18n/locales'

/** The rate limit's bucket, shared by the JSON API and the plain form post. */
export const REGISTRATION_FORM = 'visitor-registration'

/**
 * What the registration page shows after a plain HTML post (no JavaScript, or before hydration) that
 * was not accepted: the entries as typed, each invalid field's message, and why.
 */
export interface RegisterFormState {
  values: Readonly<Record<string, string>>
  /** The interests that were ticked. */
  interests: readonly string[]
  errors: Readonly<Record<string, string>>
  /** Why the post was refused as a whole (rate limit, outage, too fast); null: see the fields. */
  message: string | null
}

/** The id of the form's heading: a plain post lands there, so its outcome is in view. */
export const REGISTER_FORM_ANCHOR = 'register-title'

export const registerPagePath = (locale: Locale) => localizePath('/register', locale)

/** A badge's private page: the token in the path is the badge itself (ADR 033). */
export const badgePath = (locale: Locale, token: string) => localizePath(`/badge/${token}`, locale)

/** The rate limit's bucket of the mailed code's confirmation. */
export const CONFIRM_FORM = 'visitor-registration-confirm'

/** Where a registration's mailed link lands (its code after `#`, ADR 037). */
export const registerConfirmPath = (locale: Locale) => localizePath('/register/confirm', locale)

/** The confirmation page after a plain post that was not accepted: why, and the code as typed. */
export interface ConfirmFormState {
  code: string
  message: string
}
