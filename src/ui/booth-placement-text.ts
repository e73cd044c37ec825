import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BoothPlacement } from '~/db/schema-enums'

/** Where a booth stands in its block, as the public plan and the become-an-exhibitor page name it. */
export const placementText: Record<BoothPlacement, MessageDescriptor> = {
  row: msg`In a row`,
  corner: msg`Corner`,
  island: msg`Island`,
}
