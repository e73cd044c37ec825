import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PurchasingRole, VisitorType } from '~/db/schema-enums'
import { registerConfirmTitle, registerTitle } from './registration-titles'

export const registerText = {
  title: registerTitle,
  intro: msg`Register once with your real name and receive your e-badge by e-mail: a QR code you show at the entrance, on your phone or printed. Pre-registered trade visitors enter without queueing for a badge.`,
  formTitle: msg`Your details`,
  formIntro: msg`Fields marked * are required.`,
  truename: msg`Real name`,
  mobile: msg`Mobile number`,
  mobileHint: msg`Mainland numbers: 11 digits. Other numbers: + and the country code, e.g. +49 151 2345678.`,
  email: msg`Email`,
  emailHint: msg`Your e-badge is sent to this address.`,
  company: msg`Company`,
  jobTitle: msg`Job title`,
  country: msg`Country or region`,
  province: msg`Province`,
  provinceHint: msg`For the Chinese mainland only.`,
  visitorType: msg`Your business`,
  interests: msg`Product interests`,
  interestsHint: msg`Choose any that apply.`,
  purchasingRole: msg`Your part in purchasing`,
  choose: msg`Please choose`,
  privacyTitle: msg`Privacy notice`,
  consentPrivacy: msg`I have read the privacy notice and agree that my details are used for my registration and badge.`,
  consentExhibitors: msg`Exhibitors may receive my profile (name, company, job title, business and interests) to arrange meetings with me. (optional)`,
  consentNews: msg`Send me news about the fair by e-mail. (optional)`,
  submit: msg`Register and get my e-badge`,
  submitting: msg`Registering…`,
  fixErrors: msg`Please correct the highlighted fields.`,
  failed: msg`Your registration could not be sent. Please check your connection and try again; your entries are kept.`,
  honeypot: msg`Leave this field empty`,
  sentNote: msg`No mail within a few minutes? Look in your spam folder. Its link works for 24 hours.`,
}

/** The page a registration's mailed link opens (ADR 037). */
export const registerConfirmText = {
  title: registerConfirmTitle,
  intro: msg`Enter the code from the e-mail we sent you, then press the button to get your e-badge.`,
  ready: msg`Press the button to confirm your e-mail address and get your e-badge.`,
  code: msg`Code from the e-mail`,
  codeHint: msg`26 letters and digits, below the link in the e-mail.`,
  submit: msg`Confirm and show my e-badge`,
  failed: msg`The code could not be sent. Please check your connection and try again.`,
}

export const VISITOR_TYPE_LABELS: Record<VisitorType, MessageDescriptor> = {
  importer_distributor: msg`Importer or distributor`,
  retail: msg`Retail`,
  ecommerce: msg`E-commerce`,
  catering_hotel: msg`Catering and hotels`,
  manufacturer: msg`Manufacturer`,
  media: msg`Media`,
  other: msg`Other`,
}

export const PURCHASING_ROLE_LABELS: Record<PurchasingRole, MessageDescriptor> = {
  decides: msg`I decide on purchases`,
  recommends: msg`I recommend or take part in purchasing`,
  none: msg`I am not involved in purchasing`,
}
