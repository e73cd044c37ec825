import type { Localised } from '~/db/localise'
import type { Hotel, TransportRoute } from '~/db/repositories/visitor-info.server'

export type HotelDto = Localised<Hotel>
export type TransportDto = Localised<TransportRoute>
