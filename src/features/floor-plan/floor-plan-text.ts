import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PlanBooth } from '~/contracts/floor-plan'
import type { BoothType } from '~/db/booth-rules'
import type { BoothStatus, HallFeatureKind } from '~/db/schema-enums'

export const statusText: Record<BoothStatus, MessageDescriptor> = {
  available: msg`Available`,
  reserved: msg`Reserved`,
  sold: msg`Sold`,
  blocked: msg`Not for sale`,
}

export const boothTypeText: Record<BoothType, MessageDescriptor> = {
  standard: msg`Standard booth (shell scheme)`,
  bare_space: msg`Bare space`,
}

export const featureText: Record<HallFeatureKind, MessageDescriptor> = {
  entrance: msg`Entrance`,
  stage: msg`Stage`,
  cafe: msg`Café`,
  toilets: msg`Toilets`,
  pillar: msg`Pillar`,
}

const withExhibitor = msg`Booth {label}, {exhibitor}, {status}`
const withoutExhibitor = msg`Booth {label}, {status}, {area} m²`

/** A booth's accessible name: its label, who stands there (or its size) and its status. */
export function boothName(i18n: I18n, booth: PlanBooth): string {
  const status = i18n._(statusText[booth.status])
  return booth.exhibitor
    ? i18n._({ ...withExhibitor, values: { label: booth.label, exhibitor: booth.exhibitor.name, status } })
    : i18n._({
        ...withoutExhibitor,
        values: { label: booth.label, status, area: booth.areaSqm },
      })
}
