import { leftAt, topAt } from './GlobalPage.css'

/**
 * Approximate map positions (longitude, latitude) of the sister fairs' countries, by country name
 * in either language; presentation only. A fair in an unknown country is listed without a marker.
 */
const COUNTRY_POSITIONS: [names: string[], lon: number, lat: number][] = [
  [['Germany', '德国'], 11.1, 49.5],
  [['USA', 'United States', '美国'], -84.4, 33.7],
  [['Brazil', '巴西'], -46.6, -23.5],
  [['India', '印度'], 77.5, 28.5],
  [['Japan', '日本'], 139.7, 35.7],
  [['Thailand', '泰国'], 100.5, 13.8],
  [['Korea', 'South Korea', '韩国'], 127, 37.6],
  [['China', '中国'], 121.5, 31.2],
]

/** Percent positions on an equirectangular map (x from the left, y from the top). */
export function mapPosition(country: string | null | undefined): { x: number; y: number } | undefined {
  if (!country) return undefined
  const found = COUNTRY_POSITIONS.find(([names]) => names.includes(country.trim()))
  if (!found) return undefined
  const [, lon, lat] = found
  return { x: ((lon + 180) / 360) * 100, y: ((90 - lat) / 180) * 100 }
}

/** The host fair's own marker (Shanghai). */
export const HOME_POSITION = { x: ((121.5 + 180) / 360) * 100, y: ((90 - 31.2) / 180) * 100 }

const pct = (value: number) => Math.min(100, Math.max(0, Math.round(value)))

/** The classes that place a marker at x%, y% of the map (classes, not style attributes: CSP). */
export function placeAt(x: number, y: number): string {
  return `${leftAt[pct(x)]} ${topAt[pct(y)]}`
}
