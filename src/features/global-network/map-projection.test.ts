import { readFileSync } from 'node:fs'
import { geoContains, geoNaturalEarth1Raw, geoProjection } from 'd3-geo'
import type { FeatureCollection } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { describe, expect, it } from 'vitest'
import { partnerSeed } from '~/db/seed/partners'
import { naturalEarth1Raw, projectToMap, WORLD_MAP } from './map-projection'
import {
  CITY_POSITIONS,
  type City,
  cityOf,
  FAIR_CITIES,
  groupCities,
  HOME_CITY,
  MAP_TIERS,
  MARKER_GROUPS,
  type MapTier,
} from './positions'

const world = JSON.parse(
  readFileSync(new URL('../../../node_modules/world-atlas/countries-110m.json', import.meta.url), 'utf8'),
) as Topology<{ countries: GeometryCollection<{ name: string }> }>
const countries = feature(world, world.objects.countries) as FeatureCollection<GeoJSON.Geometry, { name: string }>

/** Where each city lies in Natural Earth's own country names (world-atlas). */
const CITY_COUNTRY: Record<City, string> = {
  shanghai: 'China',
  nuremberg: 'Germany',
  atlanta: 'United States of America',
  saoPaulo: 'Brazil',
  greaterNoida: 'India',
  tokyo: 'Japan',
  bangkok: 'Thailand',
  seoul: 'South Korea',
}

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
  it('every city lies inside its country on the map data, and its marker sits where the map draws it', () => {
    for (const [city, country] of Object.entries(CITY_COUNTRY) as [City, string][]) {
      const { lon, lat } = FAIR_CITIES[city]
      const shape = countries.features.find((f) => f.properties.name === country)
      expect(shape && geoContains(shape, [lon, lat]), `${city} in ${country}`).toBe(true)
      const [x = Number.NaN, y = Number.NaN] = mapProjection([lon, lat]) ?? []
      const marker = CITY_POSITIONS[city]
      // percent to 0.01: within a tenth of a pixel of the drawn city
      expect(Math.abs((marker.x / 100) * WORLD_MAP.width - x), city).toBeLessThan(0.1)
      expect(Math.abs((marker.y / 100) * WORLD_MAP.height - y), city).toBeLessThan(0.1)
    }
  })

  it('every seeded sister fair has a city, in either language; this fair is in Shanghai', () => {
    const fairs = partnerSeed.filter((p) => p.kind === 'sister_fair')
    expect(fairs).toHaveLength(8)
    for (const fair of fairs) {
      expect(cityOf(fair.countryCn), fair.nameEn).toBeDefined()
      expect(cityOf(fair.countryEn), fair.nameEn).toBe(cityOf(fair.countryCn))
    }
    expect(cityOf('Atlantis')).toBeUndefined()
    expect(cityOf(null)).toBeUndefined()
    expect(HOME_CITY).toBe('shanghai')
    expect(CITY_POSITIONS.shanghai.x).toBeGreaterThan(CITY_POSITIONS.nuremberg.x)
    expect(CITY_POSITIONS.saoPaulo.y).toBeGreaterThan(CITY_POSITIONS.atlanta.y)
  })
})

describe('marker groups', () => {
  for (const tier of Object.keys(MAP_TIERS) as MapTier[]) {
    it(`${tier}: every city in exactly one group, and no two markers closer than a marker at the narrowest map`, () => {
      const groups = MARKER_GROUPS[tier]
      expect(groups.flatMap((g) => g.cities).sort()).toEqual(Object.keys(FAIR_CITIES).sort())
      const { narrowestMap, marker } = MAP_TIERS[tier]
      const px = (percent: number, size: number) => (percent / 100) * size * (narrowestMap / WORLD_MAP.width)
      for (const [i, a] of groups.entries()) {
        // drawn on one of its own cities
        expect(a.cities.some((c) => CITY_POSITIONS[c].x === a.x && CITY_POSITIONS[c].y === a.y)).toBe(true)
        for (const b of groups.slice(i + 1)) {
          const d = Math.hypot(px(a.x - b.x, WORLD_MAP.width), px(a.y - b.y, WORLD_MAP.height))
          expect(d, `${a.key} / ${b.key}`).toBeGreaterThanOrEqual(marker)
        }
      }
    })
  }

  it('nearby cities share a marker on a phone (Tokyo and Seoul), and the host city anchors its group', () => {
    const east = MARKER_GROUPS.phone.find((g) => g.cities.includes('tokyo'))
    expect(east?.cities).toContain('seoul')
    expect(east?.cities).toContain('shanghai')
    expect(east && { x: east.x, y: east.y }).toEqual(CITY_POSITIONS.shanghai)
    expect(groupCities('wide', ['atlanta', 'saoPaulo']).map((g) => g.cities)).toEqual([['atlanta'], ['saoPaulo']])
  })
})
