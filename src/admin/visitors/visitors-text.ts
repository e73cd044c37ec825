import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { VisitorType } from '~/db/schema-enums'
import { checkInTypeText } from '../check-in/check-in-text'

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
  registered: msg`Registered`,
  status: msg`Status`,
  actions: msg`Actions`,
  cancelled: msg`Cancelled`,
  erased: msg`Erased`,
  active: msg`Active`,
  resend: msg`Resend badge`,
  cancel: msg`Cancel registration`,
  exportPerson: msg`Export data`,
  erase: msg`Erase data`,
  confirmErase: msg`Erase this person's data? Their badge stops working; only anonymous counts stay.`,
  done: msg`Done.`,
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
