import { describe, expect, it } from 'vitest'
import type { TransportDto } from '~/contracts/content'
import { routesByMode, splitHours } from './visitor-guide'

const route = (id: number, mode: TransportDto['mode']): TransportDto => ({
  id,
  mode,
  title: `Route ${id}`,
  description: '',
  distanceKm: null,
  sortOrder: id,
})

describe('the visitor guide', () => {
  it('lists the opening hours a line a day, split at either semicolon', () => {
    expect(splitHours('11-12 June 9:00-17:00; 13 June 9:00-14:00')).toEqual([
      '11-12 June 9:00-17:00',
      '13 June 9:00-14:00',
    ])
    expect(splitHours('6月11-12日 9:00-17:00；6月13日 9:00-14:00；')).toEqual([
      '6月11-12日 9:00-17:00',
      '6月13日 9:00-14:00',
    ])
    expect(splitHours('')).toEqual([])
  })

  it('groups the routes by mode in the modes’ order, their own order kept, empty modes left out', () => {
    const grouped = routesByMode([route(1, 'taxi'), route(2, 'metro'), route(3, 'taxi'), route(4, 'bus')])
    expect(grouped.map(([mode, routes]) => [mode, routes.map((r) => r.id)])).toEqual([
      ['metro', [2]],
      ['bus', [4]],
      ['taxi', [1, 3]],
    ])
    expect(routesByMode([])).toEqual([])
  })
})
