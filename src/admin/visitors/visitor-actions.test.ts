import { describe, expect, it } from 'vitest'
import type { VisitorRow } from './contract'
import { visitorActionOutcome, visitorRowActions, visitorRowStatus } from './visitor-actions'
import { visitorsText } from './visitors-text'

const row: VisitorRow = {
  id: 7,
  name: 'Ada',
  email: 'ada@example.com',
  mobile: null,
  company: 'Leafy Imports',
  jobTitle: null,
  country: 'GB',
  province: null,
  visitorType: 'retail',
  interests: [],
  status: 'active',
  createdAt: '2025-05-01T02:00:00.000Z',
  checkedInAt: null,
  purged: false,
}

describe('the actions a row of visitors offers', () => {
  it('offers all four while the registration is active', () => {
    expect(visitorRowActions(row)).toEqual(['resend', 'cancel', 'export', 'erase'])
  })

  it('offers only the export and the erasure once it is cancelled or not yet confirmed', () => {
    expect(visitorRowActions({ ...row, status: 'cancelled' })).toEqual(['export', 'erase'])
    expect(visitorRowActions({ ...row, status: 'pending' })).toEqual(['export', 'erase'])
  })

  it('offers nothing once the data is erased', () => {
    expect(visitorRowActions({ ...row, purged: true })).toEqual([])
  })
})

describe("a row's state", () => {
  it("is the registration's, or erased once the data is", () => {
    expect(visitorRowStatus(row)).toBe(visitorsText.active)
    expect(visitorRowStatus({ ...row, status: 'pending' })).toBe(visitorsText.awaitingConfirmation)
    expect(visitorRowStatus({ ...row, status: 'cancelled', purged: true })).toBe(visitorsText.erased)
  })
})

describe("what the list says of an action's answer", () => {
  it("names what was done and to whom, in each action's own words", () => {
    const done = visitorActionOutcome({ ok: true }, { kind: 'cancel', row })
    expect(done).toEqual({ ok: true, text: { ...visitorsText.done.cancel, values: { name: 'Ada' } } })
    const kinds = ['resend', 'cancel', 'erase', 'export'] as const
    const ids = kinds.map((kind) => visitorActionOutcome({ ok: true }, { kind, row }).text?.id)
    expect(new Set(ids).size).toBe(4)
  })

  it("refuses in the words of the server's reason, never as a success", () => {
    expect(visitorActionOutcome({ ok: false, reason: 'erased' }, { kind: 'resend', row })).toEqual({
      ok: false,
      text: { ...visitorsText.refused.erased, values: { name: 'Ada' } },
    })
    expect(visitorActionOutcome({ ok: false, reason: 'no-email' }, { kind: 'resend', row }).ok).toBe(false)
  })
})
