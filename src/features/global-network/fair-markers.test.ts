import { describe, expect, it } from 'vitest'
import { fairMarkers } from './fair-markers'
import { HOME } from './positions'

const fair = (id: number, lon: number | null, lat: number | null) => ({ id, lon, lat })
const nuremberg = fair(1, 11.08, 49.45)
const nearNuremberg = fair(2, 11.1, 49.5)
const saoPaulo = fair(3, -46.63, -23.55)
const unplaced = fair(4, null, null)

describe('the world map markers', () => {
  it('groups fairs too close to tell apart, with this fair in a marker of its own', () => {
    for (const tier of ['phone', 'wide'] as const) {
      const markers = fairMarkers(tier, [nuremberg, nearNuremberg, saoPaulo, unplaced])
      expect(markers.map((m) => ({ home: m.home, ids: m.fairs.map((f) => f.id) }))).toEqual([
        { home: true, ids: [] },
        { home: false, ids: [1, 2] },
        { home: false, ids: [3] },
      ])
    }
  })

  it('lists a fair without a position on no marker', () => {
    const ids = fairMarkers('wide', [unplaced]).flatMap((m) => m.fairs.map((f) => f.id))
    expect(ids).toEqual([])
  })

  it('marks the group holding Shanghai as home, with the fairs beside it', () => {
    const markers = fairMarkers('phone', [fair(5, HOME.lon + 0.1, HOME.lat), saoPaulo])
    const home = markers.find((m) => m.home)
    expect(home?.fairs.map((f) => f.id)).toEqual([5])
    expect(markers.filter((m) => m.home)).toHaveLength(1)
  })
})
