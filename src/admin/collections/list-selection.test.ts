import { describe, expect, it } from 'vitest'
import { chosenRows, noSelection, type SelectionEvent, selectionReducer, wholePageChosen } from './list-selection'

const play = (...events: SelectionEvent[]) => events.reduce(selectionReducer, noSelection)
const page = [{ id: 3 }, { id: 1 }, { id: 2 }]

describe("a list's choice of rows", () => {
  it('ticks and unticks one row without touching the others', () => {
    expect([...play({ type: 'row', id: 1, on: true }, { type: 'row', id: 2, on: true })]).toEqual([1, 2])
    expect([
      ...play({ type: 'row', id: 1, on: true }, { type: 'row', id: 2, on: true }, { type: 'row', id: 1, on: false }),
    ]).toEqual([2])
    expect(play({ type: 'row', id: 1, on: false }).size).toBe(0)
  })

  it('never changes the choice it was given', () => {
    const before = play({ type: 'row', id: 1, on: true })
    selectionReducer(before, { type: 'row', id: 2, on: true })
    selectionReducer(before, { type: 'clear' })
    expect([...before]).toEqual([1])
  })

  it("chooses exactly the page's rows by the page's checkbox, and unticked drops every choice", () => {
    const other = play({ type: 'row', id: 9, on: true })
    expect([...selectionReducer(other, { type: 'page', ids: [3, 1, 2], on: true })].sort()).toEqual([1, 2, 3])
    expect(selectionReducer(other, { type: 'page', ids: [3, 1, 2], on: false }).size).toBe(0)
  })

  it('is empty after an action', () => {
    expect(play({ type: 'page', ids: [1, 2], on: true }, { type: 'clear' }).size).toBe(0)
  })

  it("acts only on the chosen rows the page shows, in the page's order", () => {
    const selection = play(
      { type: 'row', id: 2, on: true },
      { type: 'row', id: 9, on: true },
      { type: 'row', id: 3, on: true },
    )
    expect(chosenRows(page, selection)).toEqual([{ id: 3 }, { id: 2 }])
  })

  it("ticks the page's checkbox only when every row of a non-empty page is chosen", () => {
    expect(wholePageChosen(page, play({ type: 'page', ids: [1, 2, 3], on: true }))).toBe(true)
    expect(wholePageChosen(page, play({ type: 'row', id: 1, on: true }, { type: 'row', id: 2, on: true }))).toBe(false)
    expect(wholePageChosen([], play({ type: 'row', id: 1, on: true }))).toBe(false)
  })
})
