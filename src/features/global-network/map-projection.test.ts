import { readFileSync } from 'node:fs'
import { geoContains, geoNaturalEarth1Raw, geoProjection } from 'd3-geo'
import type { FeatureCollection } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { describe, expect, it } from 'vitest'
import { partnerSeed } from '~/db/seed/partners'
import { naturalEarth1Raw, projectToMap, WORLD_MAP } from './map-projection'
import {
  fairPoints,
  GRID,
  groupPoints,
  HOME,
  HOME_ID,
  HOME_POINT,
  MAP_TIERS,
  type MapPoint,
  type MapTier,
  mapPoint,
  pixelsAt,
} from './positions'

const world = JSON.parse(
  readFileSync(new URL('../../../node_modules/world-atlas/countries-110m.json', import.meta.url), 'utf8'),
) as Topology<{ countries: GeometryCollection<{ name: string }> }>
const countries = feature(world, world.objects.countries) as FeatureCollection<GeoJSON.Geometry, { name: string }>

/** Where each seeded sister fair lies in Natural Earth's own country names (world-atlas), by its English country. */
const NATURAL_EARTH_NAME: Record<string, string> = {
  China: 'China',
  Germany: 'Germany',
  USA: 'United States of America',
  Brazil: 'Brazil',
  India: 'India',
  Japan: 'Japan',
  Thailand: 'Thailand',
  Korea: 'South Korea',
}

const seededFairs = partnerSeed
  .filter((p) => p.kind === 'sister_fair')
  .map((p, index) => ({
    id: index + 1,
    name: p.nameEn,
    country: p.countryEn ?? '',
    lon: p.lon ?? null,
    lat: p.lat ?? null,
  }))

/** The projection scripts/generate-media.mjs draws the map with. */
const mapProjection = geoProjection(naturalEarth1Raw).scale(WORLD_MAP.scale).translate(WORLD_MAP.translate)

describe('world map projection', () => {
  it('is Natural Earth I, exactly as d3-geo computes it', () => {
    for (let lon = -180; lon <= 180; lon += 15) {
      for (let lat = -60; lat <= 84; lat += 12) {
        const [lambda, phi] = [(lon * Math.PI) / 180, (lat * Math.PI) / 180]
        expect(naturalEarth1Raw(lambda, phi)).toEqual(geoNaturalEarth1Raw(lambda, phi))
      }
    }
  })

  it('places a longitude/latitude where the generated map draws it', () => {
    for (const [lon, lat] of [
      [0, 0],
      [121.47, 31.23],
      [-84.39, 33.75],
      [-46.63, -23.55],
      [179, 70],
    ] as const) {
      const [x = Number.NaN, y = Number.NaN] = mapProjection([lon, lat]) ?? []
      const point = projectToMap(lon, lat)
      expect(point.x).toBeCloseTo(x, 6)
      expect(point.y).toBeCloseTo(y, 6)
    }
  })

  it('frames the world from 84° N to 60° S edge to edge', () => {
    expect(projectToMap(-180, 0).x).toBeCloseTo(0, 6)
    expect(projectToMap(180, 0).x).toBeCloseTo(WORLD_MAP.width, 6)
    expect(projectToMap(0, 84).y).toBeCloseTo(0, 6)
    expect(Math.abs(projectToMap(0, -60).y - WORLD_MAP.height)).toBeLessThan(1)
    expect(WORLD_MAP.width / WORLD_MAP.height).toBeCloseTo(2.25, 1)
  })
})

describe('sister-fair markers', () => {
  it('every seeded fair has a position inside its country, and its grid point is within half a step of where the map draws it', () => {
    expect(seededFairs).toHaveLength(8)
    for (const fair of [...seededFairs, { id: 0, name: 'home', country: 'China', ...HOME }]) {
      const { lon, lat } = fair
      if (lon === null || lat === null) throw new Error(`${fair.name} has no position`)
      const shape = countries.features.find((f) => f.properties.name === NATURAL_EARTH_NAME[fair.country])
      expect(shape && geoContains(shape, [lon, lat]), `${fair.name} in ${fair.country}`).toBe(true)
      const [x = Number.NaN, y = Number.NaN] = mapProjection([lon, lat]) ?? []
      const point = mapPoint(fair.name, lon, lat)
      expect(Math.abs(((point.x * GRID.x) / 100) * WORLD_MAP.width - x), fair.name).toBeLessThanOrEqual(
        (GRID.x / 200) * WORLD_MAP.width + 0.1,
      )
      expect(Math.abs(((point.y * GRID.y) / 100) * WORLD_MAP.height - y), fair.name).toBeLessThanOrEqual(
        (GRID.y / 200) * WORLD_MAP.height + 0.1,
      )
    }
  })

  it('home is always a point; a fair without a position has none; places beyond the frame stay on its edge', () => {
    const points = fairPoints([
      { id: 1, lon: 11.08, lat: 49.45 },
      { id: 2, lon: null, lat: 10 },
      { id: 3, lon: 10, lat: null },
    ])
    expect(points.map((p) => p.id)).toEqual([HOME_ID, '1'])
    expect(points[0]).toEqual(HOME_POINT)
    expect(HOME_POINT.x).toBeGreaterThan(mapPoint('nuremberg', 11.08, 49.45).x)
    expect(mapPoint('pole', 0, 90).y).toBe(0)
    expect(mapPoint('south', 0, -90).y).toBe(100 / GRID.y)
    expect(mapPoint('east', 180, 0).x).toBe(100 / GRID.x)
    expect(mapPoint('west', -180, 0).x).toBe(0)
  })
})

/** The seeded fairs' points, and a few made-up ones all over the map. */
const samples: Record<string, MapPoint[]> = {
  seeded: fairPoints(seededFairs),
  spread: fairPoints(
    Array.from({ length: 40 }, (_, i) => ({ id: i + 1, lon: ((i * 73) % 360) - 180, lat: ((i * 37) % 140) - 58 })),
  ),
}

describe('marker groups', () => {
  for (const tier of Object.keys(MAP_TIERS) as MapTier[]) {
    for (const [name, points] of Object.entries(samples)) {
      it(`${tier}, ${name}: every point in exactly one group, drawn on one of its points, no two markers closer than a marker at the narrowest map`, () => {
        const groups = groupPoints(tier, points)
        expect(groups.flatMap((g) => g.ids).sort()).toEqual(points.map((p) => p.id).sort())
        const { marker } = MAP_TIERS[tier]
        for (const [i, a] of groups.entries()) {
          expect(a.ids.some((id) => points.some((p) => p.id === id && p.x === a.x && p.y === a.y))).toBe(true)
          for (const b of groups.slice(i + 1)) {
            const pa = pixelsAt(tier, a)
            const pb = pixelsAt(tier, b)
            expect(Math.hypot(pa.x - pb.x, pa.y - pb.y), `${a.key} / ${b.key}`).toBeGreaterThanOrEqual(marker)
          }
        }
      })
    }
  }

  it('nearby fairs share a marker on a phone (Tokyo and Seoul), and home anchors its group', () => {
    const id = (name: string) => String(seededFairs.find((f) => f.name.includes(name))?.id)
    const east = groupPoints('phone', samples.seeded ?? []).find((g) => g.ids.includes(id('Tokyo')))
    expect(east?.ids).toContain(id('Seoul'))
    expect(east?.ids).toContain(HOME_ID)
    expect(east && { x: east.x, y: east.y }).toEqual({ x: HOME_POINT.x, y: HOME_POINT.y })
    const [atlanta, saoPaulo] = [mapPoint('atlanta', -84.39, 33.75), mapPoint('saoPaulo', -46.63, -23.55)]
    expect(groupPoints('wide', [atlanta, saoPaulo]).map((g) => g.ids)).toEqual([['atlanta'], ['saoPaulo']])
  })
})
