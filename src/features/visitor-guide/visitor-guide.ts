import type { TransportDto } from '~/contracts/content'
import { TRANSPORT_MODES, type TransportMode } from '~/db/schema-enums'

/** Hours text as a list: the configured value separates days with ";" or "；". */
export const splitHours = (hours: string) =>
  hours
    .split(/[;；]/)
    .map((part) => part.trim())
    .filter(Boolean)

/** The routes grouped by way of travel, in the modes' own order; a mode without routes is left out. */
export function routesByMode(transport: readonly TransportDto[]): (readonly [TransportMode, TransportDto[]])[] {
  return TRANSPORT_MODES.map((mode) => [mode, transport.filter((r) => r.mode === mode)] as const).filter(
    ([, routes]) => routes.length > 0,
  )
}
