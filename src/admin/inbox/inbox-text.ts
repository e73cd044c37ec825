import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApplicationStatus, BoothType, SubscriptionStatus } from '~/db/schema-enums'

export const applicationStatusText: Record<ApplicationStatus, MessageDescriptor> = {
  new: msg`New`,
  contacted: msg`Contacted`,
  contract_sent: msg`Contract sent`,
  confirmed: msg`Confirmed`,
  declined: msg`Declined`,
}

export const boothTypeText: Record<BoothType, MessageDescriptor> = {
  standard: msg`Standard booth`,
  bare_space: msg`Raw space`,
}

export const subscriptionStatusText: Record<SubscriptionStatus, MessageDescriptor> = {
  unconfirmed: msg`Not confirmed yet`,
  confirmed: msg`Confirmed`,
}
