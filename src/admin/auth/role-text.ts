import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AdminRole } from './roles'

export const roleText: Record<AdminRole, MessageDescriptor> = {
  admin: msg`Administrator`,
  editor: msg`Editor`,
  sales: msg`Sales`,
  staff: msg`Check-in staff`,
}
