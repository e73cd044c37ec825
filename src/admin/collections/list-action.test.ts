import { describe, expect, it } from 'vitest'
import { listActionOutcome } from './list-action'
import { listText } from './list-text'

describe("what a list says of an action's answer", () => {
  it('counts the rows a bulk action changed, in words of its own kind', () => {
    const shown = listActionOutcome(3, { kind: 'bulk', action: 'show', ids: [1, 2, 3] })
    const hidden = listActionOutcome(3, { kind: 'bulk', action: 'hide', ids: [1, 2, 3] })
    const deleted = listActionOutcome(1, { kind: 'bulk', action: 'delete', ids: [1] })
    expect(shown.ok && hidden.ok && deleted.ok).toBe(true)
    expect(shown.text?.values).toEqual({ count: 3 })
    expect(deleted.text?.values).toEqual({ count: 1 })
    expect(new Set([shown.text?.id, hidden.text?.id, deleted.text?.id]).size).toBe(3)
  })

  it('says a move or a delete went through', () => {
    expect(listActionOutcome(1, { kind: 'move', id: 4, direction: 'up' })).toEqual({ ok: true, text: listText.moved })
    expect(listActionOutcome(1, { kind: 'delete', id: 4 })).toEqual({ ok: true, text: listText.removed })
  })

  it('refuses a move or a delete that changed nothing (the row was gone or at the end)', () => {
    expect(listActionOutcome(0, { kind: 'move', id: 4, direction: 'down' })).toEqual({
      ok: false,
      text: listText.failed,
    })
    expect(listActionOutcome(0, { kind: 'delete', id: 4 })).toEqual({ ok: false, text: listText.failed })
  })
})
