import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PurchasingRole } from '~/db/schema-enums'

/** The desk registration's words, shared by its form, its parts and what it says of an answer. */
export const deskText = {
  open: msg`Register a visitor at the desk`,
  intro: msg`For a visitor without a registration: type in their details with them, let them read the privacy notice, check their ID, then they are checked in at this gate and their badge label is printed. Their badge is also mailed to them. A visitor who is already registered shows their e-badge at the door form above.`,
  noticeTitle: msg`Privacy notice (for the visitor to read)`,
  noNotice: msg`The registration's privacy notice could not be loaded. Registration at the desk needs it: check the network and reopen this page.`,
  truename: msg`Real name`,
  mobile: msg`Mobile (mainland number, or with +country code)`,
  email: msg`E-mail`,
  company: msg`Company`,
  jobTitle: msg`Job title`,
  country: msg`Country or region`,
  province: msg`Province (Chinese mainland only)`,
  visitorType: msg`Visitor type`,
  purchasingRole: msg`Part in purchasing`,
  lang: msg`Language of the badge mail`,
  choose: msg`Choose…`,
  consentPrivacy: msg`The visitor has read the privacy notice and agrees that their details are used for this registration (required)`,
  consentExhibitors: msg`The visitor agrees that exhibitors see their profile to arrange meetings (optional)`,
  consentNews: msg`The visitor would like the fair's news by e-mail (optional)`,
  registered: msg`Registered and checked in.`,
  onFile: msg`A registration with this e-mail already exists. Nothing was changed or sent. Ask for the visitor's e-badge and scan it at the door form, or type the name exactly as on their ID and send again.`,
  nameMatches: msg`A registration with this e-mail already exists and the name matches it. Check the visitor's ID, then check them in.`,
  confirm: msg`Check in and print`,
  checkedInOnFile: msg`Checked in with the registration on file.`,
  limited: msg`Too many look-ups from this account. Please try again in {minutes} min.`,
  invalid: msg`Some details need correcting; see the marked fields.`,
  noticeStale: msg`The privacy notice on this screen is not a version on file (it may have just changed). Reload the page, let the visitor read the notice and send again.`,
  unavailable: msg`This registration cannot be used at the door (cancelled or erased).`,
  failed: msg`The registration could not be sent. Please try again.`,
  submit: msg`Register and check in`,
}

export const purchasingRoleText: Record<PurchasingRole, MessageDescriptor> = {
  decides: msg`Decides on purchases`,
  recommends: msg`Recommends or takes part`,
  none: msg`Not involved in purchasing`,
}
