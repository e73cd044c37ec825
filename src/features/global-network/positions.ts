import { breakpoints } from '~/ui/breakpoints'
import { mapPercent, WORLD_MAP } from './map-projection'

/** This fair's own city, Shanghai: always on the map, whatever the sister fairs' rows say. */
export const HOME = { lon: 121.47, lat: 31.23 } as const
/** The id of the home point among the map's points (partner ids are numbers, so it never clashes). */
export const HOME_ID = 'home'

/**
 * The grid markers are placed on: left in steps of 0.5 % of the map's width, top in steps of 1 % of
 * its height, about 5 and 4.4 px on a 1000 px map. The CSP allows no inline styles, so each step is a
 * class built once at build time (GlobalPage.css.ts); a few hundred rules place any position an
 * editor enters.
 */
export const GRID = { x: 0.5, y: 1 } as const
export const GRID_STEPS = { x: 100 / GRID.x, y: 100 / GRID.y } as const

/** One place on the map: its grid steps from the left and from the top. */
export interface MapPoint {
  id: string
  /** Steps of GRID.x from the left edge, 0 … GRID_STEPS.x. */
  x: number
  /** Steps of GRID.y from the top edge, 0 … GRID_STEPS.y. */
  y: number
}

const snap = (percent: number, step: number, steps: number) => Math.min(steps, Math.max(0, Math.round(percent / step)))

/** A longitude/latitude as a point of the grid (the map shows 84° N to 60° S; farther is kept at the edge). */
export function mapPoint(id: string, lon: number, lat: number): MapPoint {
  const { x, y } = mapPercent(lon, lat)
  return { id, x: snap(x, GRID.x, GRID_STEPS.x), y: snap(y, GRID.y, GRID_STEPS.y) }
}

export const HOME_POINT = mapPoint(HOME_ID, HOME.lon, HOME.lat)

/** The points of the rows that have a position (a row without one is listed without a marker), and home. */
export function fairPoints(fairs: readonly { id: number; lon: number | null; lat: number | null }[]): MapPoint[] {
  const placed = fairs.flatMap((fair) =>
    fair.lon === null || fair.lat === null ? [] : [mapPoint(String(fair.id), fair.lon, fair.lat)],
  )
  return [HOME_POINT, ...placed]
}

/**
 * The map is drawn in two tiers: phones, and everything wider. Each tier's markers are sized for it
 * and grouped for the narrowest map it shows (the page's 16 px side margins taken off), so no two
 * markers touch at any width of the tier.
 */
const SIDE_MARGINS = 32
export const MAP_TIERS = {
  phone: { narrowestMap: 360 - SIDE_MARGINS, marker: 24 },
  wide: { narrowestMap: breakpoints.mobile - SIDE_MARGINS, marker: 28 },
} as const
export type MapTier = keyof typeof MAP_TIERS

/** Free space kept between two markers, in pixels. */
const MARKER_GAP = 2

/** One marker: a point, or several points too close to tell apart at this tier's size. */
export interface MarkerGroup {
  key: string
  ids: string[]
  /** Grid steps of one of its points (home when it holds it), where the marker is drawn. */
  x: number
  y: number
}

/** A grid point in pixels of the tier's narrowest map. */
export function pixelsAt(tier: MapTier, point: { x: number; y: number }) {
  const scale = MAP_TIERS[tier].narrowestMap / WORLD_MAP.width
  return {
    x: ((point.x * GRID.x) / 100) * WORLD_MAP.width * scale,
    y: ((point.y * GRID.y) / 100) * WORLD_MAP.height * scale,
  }
}

/**
 * Single-linkage grouping of the points whose markers would overlap (or come closer than the gap) on
 * the tier's narrowest map. Pure and cheap (a dozen points): the page groups the rows as it renders,
 * and draws each group at grid classes.
 */
export function groupPoints(tier: MapTier, points: readonly MapPoint[]): MarkerGroup[] {
  const { marker } = MAP_TIERS[tier]
  const parent = new Map<string, string>(points.map((point) => [point.id, point.id]))
  const root = (id: string): string => {
    const up = parent.get(id) ?? id
    return up === id ? id : root(up)
  }
  for (const [i, a] of points.entries()) {
    for (const b of points.slice(i + 1)) {
      const pa = pixelsAt(tier, a)
      const pb = pixelsAt(tier, b)
      if (Math.hypot(pa.x - pb.x, pa.y - pb.y) < marker + MARKER_GAP) parent.set(root(b.id), root(a.id))
    }
  }
  const members = new Map<string, MapPoint[]>()
  for (const point of points) members.set(root(point.id), [...(members.get(root(point.id)) ?? []), point])
  return [...members.values()].map((group) => {
    // Drawn on one of its own points (home when it is one): every other group is at least a marker
    // and a gap away from each member, so from the drawn one too.
    const mean = { x: average(group, 'x'), y: average(group, 'y') }
    const distance = (p: MapPoint) => Math.hypot(p.x - mean.x, p.y - mean.y)
    const anchor =
      group.find((p) => p.id === HOME_ID) ?? group.reduce((best, p) => (distance(p) < distance(best) ? p : best))
    const ids = group.map((p) => p.id)
    return { key: `${tier}-${ids.join('-')}`, ids, x: anchor.x, y: anchor.y }
  })
}

const average = (points: MapPoint[], axis: 'x' | 'y') => points.reduce((sum, p) => sum + p[axis], 0) / points.length
