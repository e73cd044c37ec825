/**
 * The projection of the world map on the global page. scripts/generate-media.mjs draws the land
 * (Natural Earth 110m outlines) through d3-geo with this very raw projection and frame, and the
 * markers are placed with it too, so a city's marker sits where the map draws the city.
 */

/** Natural Earth I (Šavrič et al. 2011), as d3-geo's geoNaturalEarth1Raw: radians in, plane units out. */
export function naturalEarth1Raw(lambda: number, phi: number): [number, number] {
  const phi2 = phi * phi
  const phi4 = phi2 * phi2
  return [
    lambda * (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4))),
    phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4))),
  ]
}

const RADIANS = Math.PI / 180
/** The map shows latitudes from just north of Greenland down to 60° S (no Antarctica). */
const NORTH = 84
const SOUTH = -60
const WIDTH = 1000
const SCALE = WIDTH / (2 * naturalEarth1Raw(Math.PI, 0)[0])
const TOP = naturalEarth1Raw(0, NORTH * RADIANS)[1]
const BOTTOM = naturalEarth1Raw(0, SOUTH * RADIANS)[1]

/**
 * The map's frame in pixels, and d3's `scale` and `translate` for it (d3 maps raw [x, y] to
 * [translate[0] + scale * x, translate[1] - scale * y]).
 */
export const WORLD_MAP = {
  src: '/images/world-map.svg',
  width: WIDTH,
  height: Math.round(SCALE * (TOP - BOTTOM)),
  scale: SCALE,
  translate: [WIDTH / 2, SCALE * TOP] as [number, number],
} as const

/** Pixel position of a longitude/latitude on the map. */
export function projectToMap(lon: number, lat: number): { x: number; y: number } {
  const [x, y] = naturalEarth1Raw(lon * RADIANS, lat * RADIANS)
  return { x: WORLD_MAP.translate[0] + WORLD_MAP.scale * x, y: WORLD_MAP.translate[1] - WORLD_MAP.scale * y }
}

/** Position of a longitude/latitude in percent of the map's width and height, to 0.01 %. */
export function mapPercent(lon: number, lat: number): { x: number; y: number } {
  const { x, y } = projectToMap(lon, lat)
  const round = (value: number) => Math.round(value * 100) / 100
  return { x: round((x / WORLD_MAP.width) * 100), y: round((y / WORLD_MAP.height) * 100) }
}
