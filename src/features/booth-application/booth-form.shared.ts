import { SECTIONS } from '~/features/sections'
import { type Locale, localizePath } from '~/i18n/locales'
import { pagePath } from '~/routing/page-routes'

/**
 * What the booth form shows after a plain HTML post (no JavaScript, or before hydration) that was
 * not accepted: the entries as typed, each invalid field's localised message, and why.
 */
export interface ApplyFormState {
  values: Readonly<Record<string, string>>
  errors: Readonly<Record<string, string>>
  /** `invalid`: some fields need correcting; `failed`: refused as a whole (rate limit, outage…). */
  notice: { kind: 'invalid' } | { kind: 'failed'; message: string }
}

/** A refused post's consent as the form gets it back: ticked (the server reads what was sent). */
export const CONSENT_GIVEN = 'on'

/** The id of the form's heading: a plain post lands there, so its outcome is in view. */
export const APPLY_FORM_ANCHOR = 'apply-title'

/** The page (and the plain form's action) in a locale. */
export const applyPagePath = (locale: Locale) => localizePath(pagePath(SECTIONS['become-an-exhibitor'].route), locale)

/** The form's root, for its deferred hydration (BecomeExhibitorPage). */
export const APPLY_FORM_PART = 'apply-form'

/** The free booths' list: its root, for its deferred hydration (AvailableBooths). */
export const FREE_BOOTH_LIST_PART = 'free-booth-list'
