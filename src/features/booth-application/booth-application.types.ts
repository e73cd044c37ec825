import type { Localised } from '~/db/localise'
import type { BoothTypeRow } from '~/db/repositories/visitor-info.server'

export type BoothTypeDto = Localised<BoothTypeRow>
