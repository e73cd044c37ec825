import { describe, expect, it } from 'vitest'
import { clickedGroup, closedGroup, hoveredGroup } from './nav-groups'

describe('the main navigation groups', () => {
  it('toggles a group by click, and a click on another group opens that one instead', () => {
    expect(clickedGroup(null, 2, null)).toBe(2)
    expect(clickedGroup(2, 2, null)).toBeNull()
    expect(clickedGroup(1, 2, null)).toBe(2)
  })

  it('keeps open a group the mouse has just opened by hovering, when the click follows', () => {
    expect(clickedGroup(2, 2, 2)).toBe(2)
    expect(clickedGroup(2, 2, 1)).toBeNull()
  })

  it('opens a group on hover and closes it when the mouse leaves, unless another opened since', () => {
    expect(hoveredGroup(null, 1, true)).toBe(1)
    expect(hoveredGroup(3, 1, true)).toBe(1)
    expect(hoveredGroup(1, 1, false)).toBeNull()
    expect(hoveredGroup(3, 1, false)).toBe(3)
  })

  it('closes only the group focus left', () => {
    expect(closedGroup(1, 1)).toBeNull()
    expect(closedGroup(2, 1)).toBe(2)
    expect(closedGroup(null, 1)).toBeNull()
  })
})
