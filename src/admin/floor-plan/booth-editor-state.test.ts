import { describe, expect, it } from 'vitest'
import { PLAN_HALL } from '~/contracts/floor-plan'
import {
  type BoothEditorEvent,
  type BoothEditorState,
  boothEditorReducer,
  dragOrigin,
  initialBoothEditor,
  offersReload,
} from './booth-editor-state'
import type { AdminBooth } from './contract'

const booth = (id: number, over: Partial<AdminBooth> = {}): AdminBooth => ({
  id,
  number: `A0${id}`,
  label: `N5-A0${id}`,
  x: id * 3,
  y: 0,
  width: 3,
  depth: 3,
  areaSqm: 9,
  boothType: 'standard',
  placement: 'row',
  status: 'available',
  exhibitorId: null,
  applicationId: null,
  version: 1,
  ...over,
})

const hall = [booth(1), booth(2), booth(3)]
const play = (...events: BoothEditorEvent[]) =>
  events.reduce<BoothEditorState>(boothEditorReducer, initialBoothEditor(hall))

describe('the hall plan editor', () => {
  it('starts with nothing selected and no draft', () => {
    expect(play()).toEqual({ booths: hall, selectedId: null, draft: null })
  })

  it('selects a booth with a fresh draft of it, and selects nothing for an unknown id', () => {
    expect(play({ type: 'select', boothId: 2 })).toMatchObject({
      selectedId: 2,
      draft: { x: 6, y: 0, width: 3, depth: 3, status: 'available', exhibitorId: null },
    })
    const moved = play({ type: 'select', boothId: 2 }, { type: 'nudge', step: [PLAN_HALL.gridM, 0], resize: false })
    expect(moved.draft?.x).toBe(6.5)
    // Choosing the booth again starts over from the booth as loaded.
    expect(boothEditorReducer(moved, { type: 'select', boothId: 2 }).draft?.x).toBe(6)
    expect(play({ type: 'select', boothId: 99 })).toMatchObject({ selectedId: null, draft: null })
    expect(play({ type: 'select', boothId: 2 }, { type: 'select', boothId: null }).draft).toBeNull()
  })

  it('changes only the draft, never the booths as loaded, until a save answers', () => {
    const edited = play(
      { type: 'select', boothId: 1 },
      { type: 'nudge', step: [0, PLAN_HALL.gridM], resize: true },
      { type: 'metres', field: 'x', metres: 40.2 },
      { type: 'exhibitor', exhibitorId: 9 },
    )
    expect(edited.draft).toEqual({ x: 40, y: 0, width: 3, depth: 3.5, status: 'sold', exhibitorId: 9 })
    expect(edited.booths).toBe(hall)
    expect(boothEditorReducer(edited, { type: 'status', status: 'blocked' }).draft).toMatchObject({
      status: 'blocked',
      exhibitorId: null,
    })
  })

  it('ignores keys and fields while no booth is selected', () => {
    const idle = play()
    expect(boothEditorReducer(idle, { type: 'nudge', step: [PLAN_HALL.gridM, 0], resize: false })).toBe(idle)
    expect(boothEditorReducer(idle, { type: 'metres', field: 'x', metres: 4 })).toBe(idle)
    expect(boothEditorReducer(idle, { type: 'status', status: 'sold' })).toBe(idle)
    expect(boothEditorReducer(idle, { type: 'exhibitor', exhibitorId: 9 })).toBe(idle)
  })

  it('drags from the draft of the selected booth, and from the booth as loaded for any other', () => {
    const moved = play({ type: 'select', boothId: 1 }, { type: 'nudge', step: [PLAN_HALL.gridM, 0], resize: false })
    expect(dragOrigin(moved, booth(1)).x).toBe(3.5)
    expect(dragOrigin(moved, booth(2))).toEqual({
      x: 6,
      y: 0,
      width: 3,
      depth: 3,
      status: 'available',
      exhibitorId: null,
    })
    const dragged = boothEditorReducer(moved, {
      type: 'drag',
      drag: { mode: 'move', startX: 0, startY: 0, from: dragOrigin(moved, booth(1)) },
      at: { x: 1, y: 2.1 },
    })
    expect(dragged.draft).toMatchObject({ x: 4.5, y: 2 })
  })

  it('replaces a saved booth in place, its new version included, and keeps the draft', () => {
    const edited = play({ type: 'select', boothId: 2 }, { type: 'exhibitor', exhibitorId: 9 })
    const saved = booth(2, { status: 'sold', exhibitorId: 9, version: 2 })
    const after = boothEditorReducer(edited, { type: 'saved', booth: saved })
    expect(after.booths).toEqual([booth(1), saved, booth(3)])
    expect(after.selectedId).toBe(2)
    expect(after.draft).toBe(edited.draft)
  })

  it('on a fresh plan keeps the same booth selected, its draft from what is now saved', () => {
    const edited = play({ type: 'select', boothId: 2 }, { type: 'exhibitor', exhibitorId: 9 })
    const theirs = booth(2, { status: 'reserved', exhibitorId: 5, version: 2 })
    const reloaded = boothEditorReducer(edited, { type: 'loaded', booths: [booth(1), theirs, booth(3)] })
    expect(reloaded.selectedId).toBe(2)
    expect(reloaded.draft).toMatchObject({ status: 'reserved', exhibitorId: 5 })
    // A booth gone from the fresh plan leaves nothing selected.
    const gone = boothEditorReducer(edited, { type: 'loaded', booths: [booth(1), booth(3)] })
    expect(gone).toMatchObject({ selectedId: null, draft: null })
  })

  it('offers a reload after every refusal but an overlap, and never after a save or a failure', () => {
    expect(offersReload({ ok: false, reason: 'conflict', booth: booth(2, { version: 2 }) })).toBe(true)
    expect(offersReload({ ok: false, reason: 'not-found' })).toBe(true)
    expect(offersReload({ ok: false, reason: 'unknown-exhibitor' })).toBe(true)
    expect(offersReload({ ok: false, reason: 'overlap' })).toBe(false)
    expect(offersReload({ ok: true, booth: booth(2, { version: 2 }) })).toBe(false)
    expect(offersReload(undefined)).toBe(false)
  })
})
