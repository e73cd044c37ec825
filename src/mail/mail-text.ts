import { msg } from '@lingui/core/macro'

/**
 * Every mail's words, in the `mail` catalog (src/locales/<locale>/mail.po): translators edit them
 * like the pages', and neither the public pages nor the back office load them.
 */
export const mailText = {
  fair: msg`China International Organic Food Expo`,
  greeting: msg`Dear {name},`,
  confirmSubject: msg`Please confirm your newsletter subscription`,
  confirmBody: msg`Thank you for subscribing to the newsletter of the {fair}. Please confirm your e-mail address within 7 days by opening this link and pressing the button on the page:`,
  confirmIgnore: msg`If you did not subscribe, ignore this message: without confirmation your details are deleted after 7 days.`,
  unsubscribe: msg`To stop receiving our mail, open this link: {url}`,
  receivedSubject: msg`We have received your booth application`,
  receivedBody: msg`Thank you for applying for a booth at the {fair}. Our sales team will contact you within two working days. What you sent:`,
  noticeSubject: msg`New booth application: {company}`,
  noticeBody: msg`A booth application arrived on the website. Open it in the back office:`,
  company: msg`Company`,
  contact: msg`Contact`,
  booth: msg`Booth`,
  products: msg`Products`,
  preferredBooths: msg`Preferred booths`,
  signature: msg`The organising committee of the {fair}`,
  inviteSubject: msg`Your account for the back office of the {fair}`,
  inviteBody: msg`You are invited to the back office of the {fair} as {role}. Open this link within 7 days to choose your password:`,
  resetSubject: msg`Choose a new password for the back office of the {fair}`,
  resetBody: msg`Someone asked for a new password for this address. Open this link within 24 hours to choose one; if it was not you, ignore this message and your password stays as it is:`,
  badgeSubject: msg`Your e-badge for the {fair}`,
  badgeBody: msg`Thank you for registering as a trade visitor of the {fair}. Your e-badge is at this private link; show its QR code at the entrance, on your phone or printed:`,
  badgePrivate: msg`The link is your badge: do not share it. Once opened, the badge page also works without a network connection.`,
  badgeRepeat: msg`If you did not register, ignore this message; write to us if you want your details deleted.`,
  registrationConfirmSubject: msg`Confirm your registration for the {fair}`,
  registrationConfirmBody: msg`Thank you for registering as a trade visitor of the {fair}. To get your e-badge, open this link within 24 hours and press the button on the page:`,
  registrationConfirmCode: msg`If the page asks for a code, enter this one: {code}`,
  registrationConfirmIgnore: msg`If you did not register, ignore this message: without confirmation your details are deleted after 24 hours.`,
  admin: msg`administrator`,
  editor: msg`editor`,
  sales: msg`sales`,
  staff: msg`check-in staff`,
  standard: msg`Standard booth`,
  bare_space: msg`Raw space`,
}
