import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RegistrationStatus, VisitorType } from '~/db/schema-enums'
import { checkInTypeText } from '../check-in/check-in-text'
import type { VisitorRefusal } from './contract'

export const visitorsText = {
  title: msg`Visitors`,
  filter: msg`Filter visitors`,
  search: msg`Search (name, e-mail, mobile, company, job title)`,
  type: msg`Visitor type`,
  country: msg`Country or region`,
  interest: msg`Interest (industry code)`,
  checkedIn: msg`Checked in`,
  yes: msg`Yes`,
  no: msg`No`,
  export: msg`Download these visitors (CSV)`,
  name: msg`Name`,
  contact: msg`Contact`,
  company: msg`Company`,
  registered: msg`Registered (Beijing time)`,
  checkedInAt: msg`Checked in (Beijing time)`,
  status: msg`Status`,
  actions: msg`Actions`,
  cancelled: msg`Cancelled`,
  erased: msg`Erased`,
  active: msg`Active`,
  awaitingConfirmation: msg`Awaiting confirmation by mail`,
  resend: msg`Resend badge`,
  cancel: msg`Cancel registration`,
  exportPerson: msg`Export data`,
  erase: msg`Erase data`,
  confirmErase: msg`Erase the data of {name}? Their badge stops working; only anonymous counts stay.`,
  eraseForGood: msg`Erase for good`,
  keep: msg`Keep`,
  // Each action's own words: the answer names what was done and to whom.
  done: {
    resend: msg`The badge was mailed again to {name}.`,
    cancel: msg`The registration of {name} is cancelled: the badge no longer admits.`,
    erase: msg`The data of {name} is erased.`,
    export: msg`The data of {name} was downloaded.`,
  },
  // A refusal says what a colleague changed meanwhile; the list is drawn again from the server.
  refused: {
    cancelled: msg`Not done: the registration of {name} has been cancelled meanwhile. The list now shows it as it is.`,
    erased: msg`Not done: the data of {name} has been erased meanwhile. The list now shows it as it is.`,
    'not-found': msg`Not done: the registration of {name} is no longer active. The list now shows it as it is.`,
    'no-email': msg`Not done: the registration of {name} has no e-mail address to mail the badge to.`,
  } satisfies Record<VisitorRefusal, MessageDescriptor>,
  failed: msg`That did not work; nothing was changed. Please try again.`,
  empty: msg`No visitor matches this filter.`,
  figures: msg`{total} registered, {checkedIn} checked in`,
  perDayTitle: msg`Registrations per day before the show`,
  byTypeTitle: msg`Registrations by visitor type`,
  byCountryTitle: msg`Registrations by country or region`,
  byProvinceTitle: msg`Registrations from the Chinese mainland by province`,
  byInterestTitle: msg`Most chosen product interests`,
  perHourTitle: msg`Check-ins per hour (Beijing time)`,
  byGateTitle: msg`Check-ins per gate`,
  noCheckIns: msg`No check-ins yet: the charts per hour and per gate fill during the show.`,
  daysBefore: msg`{n} days before`,
  showDay: msg`first show day`,
  edition: msg`Edition {edition}`,
}

export const visitorTypeText: Record<VisitorType, MessageDescriptor> = checkInTypeText

/** A registration's state as the list shows it (an erased row says so instead). */
export const visitorStatusText: Record<RegistrationStatus, MessageDescriptor> = {
  pending: visitorsText.awaitingConfirmation,
  active: visitorsText.active,
  cancelled: visitorsText.cancelled,
}
