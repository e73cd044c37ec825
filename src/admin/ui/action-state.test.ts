import { describe, expect, it } from 'vitest'
import { type ActionEvent, actionReducer, emptyStatus, initialActionState } from './action-state'

const play = (...events: ActionEvent[]) => events.reduce(actionReducer, initialActionState())

describe('a back-office action', () => {
  it('is busy from the request until its answer and what follows it are over', () => {
    expect(play({ type: 'start' }).busy).toBe(true)
    expect(play({ type: 'start' }, { type: 'done', text: 'Saved.' }).busy).toBe(true)
    expect(play({ type: 'start' }, { type: 'done', text: 'Saved.' }, { type: 'settled' })).toEqual({
      busy: false,
      notice: { kind: 'saved', text: 'Saved.' },
      refusals: 0,
    })
  })

  it("shows a refusal in the server's words as an alert and asks for the focus once per refusal", () => {
    const refused = play({ type: 'start' }, { type: 'refused', text: 'Already cancelled.' }, { type: 'settled' })
    expect(refused.notice).toEqual({ kind: 'error', text: 'Already cancelled.' })
    expect(refused.refusals).toBe(1)
    const again = [{ type: 'start' }, { type: 'refused', text: 'Already cancelled.' }] as const
    expect(again.reduce(actionReducer, refused).refusals).toBe(2)
  })

  it('empties the notice when the next request leaves, keeping its kind, so a repeat is announced again', () => {
    const done = play({ type: 'start' }, { type: 'done', text: 'Done.' }, { type: 'settled' })
    expect(actionReducer(done, { type: 'start' }).notice).toEqual({ kind: 'saved', text: '' })
    expect(play({ type: 'start' }).notice).toBeNull()
    // A list's region starts as an empty status and stays one while its first request runs.
    expect(actionReducer(initialActionState(emptyStatus), { type: 'start' }).notice).toEqual({
      kind: 'saved',
      text: '',
    })
  })

  it('takes a notice the screen sets itself, without a request', () => {
    const shown = play({ type: 'show', notice: { kind: 'saved', text: 'Created.' } })
    expect(shown).toEqual({ busy: false, notice: { kind: 'saved', text: 'Created.' }, refusals: 0 })
    expect(initialActionState({ kind: 'error', text: 'x' }).notice).toEqual({ kind: 'error', text: 'x' })
  })
})
