import { describe, expect, it } from 'vitest'
import { boothLabel, boothOf, HALL_VIEW_BOX, PLAN_HALL } from './floor-plan'

describe('the hall', () => {
  it('is drawn on both sides as its outline with a metre of margin', () => {
    expect(HALL_VIEW_BOX).toBe(`-1 -1 ${PLAN_HALL.width + 2} ${PLAN_HALL.depth + 2}`)
  })
})

describe('a booth', () => {
  it('is labelled by hall and number, from its stored row alike on both sides', () => {
    expect(boothLabel('N5', 'A01')).toBe('N5-A01')
    const row = {
      id: 7,
      hall: 'N5',
      number: 'B12',
      x: 6,
      y: 24,
      width: 3,
      depth: 3,
      areaSqm: 9,
      boothType: 'standard' as const,
      placement: 'corner' as const,
      status: 'available' as const,
      exhibitorId: 3,
      version: 4,
    }
    // The row's other columns (the holder, the version) stay with the side that shows them.
    expect(boothOf(row)).toEqual({
      id: 7,
      number: 'B12',
      label: 'N5-B12',
      x: 6,
      y: 24,
      width: 3,
      depth: 3,
      areaSqm: 9,
      boothType: 'standard',
      placement: 'corner',
      status: 'available',
    })
  })
})
