import { mapPercent } from './map-projection'

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

/** How many markers may share one city; further ones are drawn on the last offset. */
export const MAX_STACKED = 3
