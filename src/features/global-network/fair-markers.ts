import { fairPoints, groupPoints, HOME_ID, type MapTier } from './positions'

/** One marker of the map at a tier: where it is drawn, the fairs it opens and whether it is this fair's. */
export interface FairMarker<F> {
  key: string
  /** Grid steps from the left and the top (positions.ts). */
  x: number
  y: number
  home: boolean
  fairs: F[]
}

/**
 * The map's markers at a tier, grouped as the page renders, from the rows' positions: a moved fair
 * moves its marker at once. A group may hold home alone (no fair near Shanghai): then `fairs` is empty.
 */
export function fairMarkers<F extends { id: number; lon: number | null; lat: number | null }>(
  tier: MapTier,
  fairs: readonly F[],
): FairMarker<F>[] {
  return groupPoints(tier, fairPoints(fairs)).map((group) => ({
    key: group.key,
    x: group.x,
    y: group.y,
    home: group.ids.includes(HOME_ID),
    fairs: fairs.filter((fair) => group.ids.includes(String(fair.id))),
  }))
}
