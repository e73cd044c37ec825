import { msg } from '@lingui/core/macro'

/** Texts the API and the forms share, so the client's checks and the server's say the same thing. */
export const formMessages = {
  nameRequired: msg`Please enter your name`,
  emailRequired: msg`Please enter email`,
  companyRequired: msg`Please enter your company`,
  positionRequired: msg`Please enter your position`,
  emailInvalid: msg`Please enter the correct email`,
  consentRequired: msg`Please agree to the privacy notice before submitting`,
  tooLong: msg`This entry is too long`,
  submitted: msg`Submission Successful`,
  partnershipRequired: msg`Please choose the intended exhibition partnership`,
  countryRequired: msg`Please enter the exhibiting country`,
  companyNameRequired: msg`Please enter the company name`,
  contactNameRequired: msg`Please enter the contact name`,
  phoneRequired: msg`Please enter a phone number`,
  phoneInvalid: msg`Please enter a valid phone number`,
  productTypeRequired: msg`Please enter the product type`,
  boothTypeRequired: msg`Please choose a booth type`,
  areaRequired: msg`Please enter the booth area in square metres`,
  areaStandardMinimum: msg`A standard booth needs at least 9 sqm`,
  areaBareSpaceMinimum: msg`Bare space needs at least 36 sqm`,
}

export const apiMessages = {
  ok: msg`OK`,
  badRequest: msg`The request is not valid`,
  notFound: msg`Not found`,
  methodNotAllowed: msg`This method is not allowed here`,
  crossSite: msg`Cross-site submissions are not accepted`,
  tooLarge: msg`The request is too large`,
  unsupportedType: msg`Please send the form as JSON or URL-encoded form data`,
  badJson: msg`The request body is not valid JSON`,
  rateLimited: msg`Too many submissions. Please try again in a few minutes.`,
  unavailable: msg`The service is temporarily unavailable. Please try again shortly; nothing you entered was lost.`,
  serverError: msg`Sorry, something went wrong on our side. Please try again in a moment.`,
  urlRequired: msg`Please give the page URL to sign`,
  wechatNotConfigured: msg`WeChat sharing is not configured`,
  wechatUpstream: msg`WeChat did not answer; sharing is unavailable for now`,
  unsubscribed: msg`You have been unsubscribed and your details have been deleted`,
}
