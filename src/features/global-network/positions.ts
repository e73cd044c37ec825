import { breakpoints } from '~/ui/breakpoints'
import { mapPercent, WORLD_MAP } from './map-projection'

/**
 * The cities of the sister fairs (and of this fair), with the country names that identify them in
 * either language; presentation only. A fair in an unknown country is listed without a marker.
 */
export const FAIR_CITIES = {
  shanghai: { lon: 121.47, lat: 31.23, countries: ['China', '中国'] },
  nuremberg: { lon: 11.08, lat: 49.45, countries: ['Germany', '德国'] },
  atlanta: { lon: -84.39, lat: 33.75, countries: ['USA', 'United States', '美国'] },
  saoPaulo: { lon: -46.63, lat: -23.55, countries: ['Brazil', '巴西'] },
  greaterNoida: { lon: 77.5, lat: 28.47, countries: ['India', '印度'] },
  tokyo: { lon: 139.69, lat: 35.69, countries: ['Japan', '日本'] },
  bangkok: { lon: 100.5, lat: 13.75, countries: ['Thailand', '泰国'] },
  seoul: { lon: 126.98, lat: 37.57, countries: ['Korea', 'South Korea', '韩国'] },
} satisfies Record<string, { lon: number; lat: number; countries: string[] }>

export type City = keyof typeof FAIR_CITIES

/** Each city's position on the world map, in percent of its width and height (see map-projection.ts). */
export const CITY_POSITIONS = Object.fromEntries(
  Object.entries(FAIR_CITIES).map(([city, { lon, lat }]) => [city, mapPercent(lon, lat)]),
) as Record<City, { x: number; y: number }>

/** The host fair's own city. */
export const HOME_CITY: City = 'shanghai'

/** The city of a sister fair, by its country's name in either language. */
export function cityOf(country: string | null | undefined): City | undefined {
  const name = country?.trim()
  if (!name) return undefined
  return (Object.keys(FAIR_CITIES) as City[]).find((city) => FAIR_CITIES[city].countries.includes(name))
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

/** One marker: a city, or several cities too close to tell apart at this tier's size. */
export interface MarkerGroup {
  key: string
  cities: City[]
  /** Position in percent of the map: one of its cities (the host city when it holds it). */
  x: number
  y: number
}

/**
 * Single-linkage grouping of the cities whose markers would overlap (or come closer than the gap) on
 * the tier's narrowest map. Pure and static: the page draws each group at a class-given position.
 */
export function groupCities(
  tier: MapTier,
  cities: readonly City[] = Object.keys(FAIR_CITIES) as City[],
): MarkerGroup[] {
  const { narrowestMap, marker } = MAP_TIERS[tier]
  const scale = narrowestMap / WORLD_MAP.width
  const px = (city: City) => ({
    x: (CITY_POSITIONS[city].x / 100) * WORLD_MAP.width * scale,
    y: (CITY_POSITIONS[city].y / 100) * WORLD_MAP.height * scale,
  })
  const parent = new Map<City, City>(cities.map((city) => [city, city]))
  const root = (city: City): City => {
    const up = parent.get(city) ?? city
    return up === city ? city : root(up)
  }
  for (const [i, a] of cities.entries()) {
    for (const b of cities.slice(i + 1)) {
      const pa = px(a)
      const pb = px(b)
      if (Math.hypot(pa.x - pb.x, pa.y - pb.y) < marker + MARKER_GAP) parent.set(root(b), root(a))
    }
  }
  const members = new Map<City, City[]>()
  for (const city of cities) members.set(root(city), [...(members.get(root(city)) ?? []), city])
  return [...members.values()].map((group) => {
    // Drawn on one of its own cities (the host city when it is one): every other group is at least a
    // marker and a gap away from each member, so from the drawn one too.
    const mean = { x: average(group, 'x'), y: average(group, 'y') }
    const distance = (city: City) => Math.hypot(CITY_POSITIONS[city].x - mean.x, CITY_POSITIONS[city].y - mean.y)
    const anchor = group.includes(HOME_CITY)
      ? HOME_CITY
      : group.reduce((best, city) => (distance(city) < distance(best) ? city : best))
    return { key: `${tier}-${group.join('-')}`, cities: group, ...CITY_POSITIONS[anchor] }
  })
}

const average = (cities: City[], axis: 'x' | 'y') =>
  cities.reduce((sum, city) => sum + CITY_POSITIONS[city][axis], 0) / cities.length

export const MARKER_GROUPS: Record<MapTier, MarkerGroup[]> = {
  phone: groupCities('phone'),
  wide: groupCities('wide'),
}
