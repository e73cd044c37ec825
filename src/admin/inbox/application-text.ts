import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApplicationDetail } from '~/admin/inbox/contract'

/** The application screen's words, shared by the screen and the parts it is composed of. */
export const applicationText = {
  back: msg`All applications`,
  details: msg`Application`,
  received: msg`Received (Beijing time)`,
  contact: msg`Contact`,
  email: msg`E-mail`,
  phone: msg`Phone`,
  country: msg`Country or region`,
  products: msg`Products`,
  booth: msg`Booth`,
  intent: msg`Partnership`,
  language: msg`Language of the form`,
  consent: msg`Consent given (Beijing time)`,
  notice: msg`Privacy notice shown`,
  workflow: msg`Handling`,
  status: msg`Status`,
  assignee: msg`Assigned to`,
  nobody: msg`Nobody`,
  note: msg`Internal note (not sent to the applicant)`,
  saved: msg`Saved.`,
  nothing: msg`Nothing changed.`,
  stale: msg`A colleague changed this application after you opened it; their change is shown below. Your choices and note are still here: save again to apply them.`,
  notFound: msg`This application no longer exists.`,
  unknownAssignee: msg`That person can no longer be assigned applications. Choose someone else.`,
  failed: msg`The change could not be saved. Your note is still here; please try again.`,
  history: msg`History`,
  noHistory: msg`No one has handled this application yet.`,
  setStatus: msg`set the status to {status}`,
  assigned: msg`assigned it to {person}`,
  unassigned: msg`removed the assignment`,
  noted: msg`noted:`,
  preferred: msg`Preferred booths`,
  held: msg`Booths reserved on the hall plan`,
  none: msg`None`,
  reserve: msg`Reserve a booth on the hall plan`,
  noBooth: msg`No booth`,
  reserveHint: msg`Free booths of the type applied for. Saving reserves the booth at once: the public plan shows it as reserved within seconds.`,
  boothTaken: msg`That booth was reserved or sold by someone else meanwhile; nothing was saved. Choose another booth and save again.`,
  boothOption: msg`{label}, {area} m²`,
  preferredOption: msg`{label}, {area} m² (preferred by the applicant)`,
}

export const applicationLanguageText: Record<ApplicationDetail['lang'], MessageDescriptor> = {
  cn: msg`Chinese`,
  en: msg`English`,
}
