import { msg } from '@lingui/core/macro'
import { isConsentGiven } from './consent-value'

/**
 * The registration form's names, messages and how a form post carries its interests: what the page
 * needs to render and answer; the valibot contract (registration.ts) loads only when the form is sent.
 */

/** The registration form's own messages (shared by the browser's checks and the server's). */
export const registrationMessages = {
  nameRequired: msg`Please enter your real name`,
  mobileRequired: msg`Please enter your mobile number`,
  mobileInvalid: msg`Please enter an 11-digit mainland mobile number, or an international one starting with + and the country code`,
  emailRequired: msg`Please enter email`,
  emailInvalid: msg`Please enter the correct email`,
  companyRequired: msg`Please enter your company`,
  jobTitleRequired: msg`Please enter your job title`,
  countryRequired: msg`Please choose your country or region`,
  provinceRequired: msg`Please choose your province`,
  visitorTypeRequired: msg`Please choose what describes your business`,
  interestsInvalid: msg`Please choose product interests from the list`,
  purchasingRoleRequired: msg`Please choose your part in purchasing`,
  tooFast: msg`That was very quick. Please check your entries and send the form again.`,
  formExpired: msg`This form is out of date. Please reload the page and send it again.`,
  closed: msg`Registration for this show is closed: the show has ended.`,
  // The same answer for a new, a pending and an already confirmed address: it tells nobody who is registered.
  registered: msg`Thank you. We have sent a mail to the address you gave: open it to get your e-badge.`,
  confirmed: msg`Your registration is confirmed. Here is your e-badge.`,
  confirmUnknown: msg`This code is unknown, used or expired. Please register again to get a new mail.`,
  confirmCancelled: msg`The registration of this address was cancelled by the organiser. Please write to us if you think this is wrong.`,
}

/** The form's fields in page order (the honeypot `website` and the fill-time stamp aside). */
export const REGISTRATION_FIELDS = [
  'truename',
  'mobile',
  'email',
  'company',
  'jobTitle',
  'country',
  'province',
  'visitorType',
  'interests',
  'purchasingRole',
  'consentPrivacy',
  'consentExhibitors',
  'consentNews',
] as const

/** A form post sends each ticked interest as its own `interest.<code>` box. */
export const INTEREST_FIELD_PREFIX = 'interest.'
/**
 * The interests as the JSON API sends them (`interests: [...]`) or as a plain form does (one
 * `interest.<code>=on` per ticked box), as one list.
 */
export function interestsOf(body: Readonly<Record<string, unknown>>): unknown {
  if (body.interests !== undefined) return body.interests
  return Object.keys(body)
    .filter((key) => key.startsWith(INTEREST_FIELD_PREFIX) && isConsentGiven(body[key]))
    .map((key) => key.slice(INTEREST_FIELD_PREFIX.length))
}
