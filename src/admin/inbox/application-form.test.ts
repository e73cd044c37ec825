import { describe, expect, it } from 'vitest'
import type { ApplicationDetail } from '~/admin/inbox/contract'
import {
  applicationFormReducer,
  applicationSaveOutcome,
  applicationSaveRequest,
  applicationStatusOf,
  initialApplicationForm,
} from './application-form'
import { applicationText } from './application-text'

const detail: ApplicationDetail = {
  id: 4,
  createdAt: '2025-03-01T02:00:00.000Z',
  companyName: 'Leafy Imports',
  contactName: 'Ada',
  country: 'GB',
  boothType: 'standard',
  areaSqm: 9,
  status: 'new',
  assigneeEmail: 'sales@example.cn',
  version: 3,
  partnershipIntent: '',
  phone: '+44 20 7946 0000',
  email: 'ada@example.com',
  productType: 'Tea',
  lang: 'en',
  consentAt: '2025-03-01T02:00:00.000Z',
  noticeVersion: 'application/v2',
  events: [],
  assignees: ['sales@example.cn', 'chief@example.cn'],
  preferredBooths: null,
  booths: { held: [], available: [{ id: 31, label: 'N5-A12', areaSqm: 9, preferred: true }] },
}
const theirs: ApplicationDetail = { ...detail, version: 4, status: 'contacted' }
const chosen = applicationFormReducer(initialApplicationForm(detail), {
  type: 'edit',
  patch: { status: 'contract_sent', assignee: '', note: 'Called back', boothId: '31' },
})

describe('the handling chosen on the application screen', () => {
  it("starts from the application's own status and assignee, with no note and no booth", () => {
    expect(initialApplicationForm(detail)).toEqual({
      detail,
      status: 'new',
      assignee: 'sales@example.cn',
      note: '',
      boothId: '',
    })
    expect(initialApplicationForm({ ...detail, assigneeEmail: null }).assignee).toBe('')
  })

  it('is sent with the version on screen; nobody and no booth are sent as none', () => {
    expect(applicationSaveRequest(chosen)).toEqual({
      id: 4,
      version: 3,
      status: 'contract_sent',
      assigneeEmail: null,
      note: 'Called back',
      reserveBoothId: 31,
    })
    expect(applicationSaveRequest(initialApplicationForm(detail)).reserveBoothId).toBeNull()
  })

  it('after a save, shows the application as saved, its note and booth spent', () => {
    const saved = applicationFormReducer(chosen, { type: 'answer', answer: { ok: true, detail: theirs } })
    expect(saved).toEqual({ ...chosen, detail: theirs, note: '', boothId: '' })
  })

  it("after a colleague's newer save or a booth taken, keeps the choices and the note but not the booth", () => {
    for (const reason of ['stale', 'booth-taken'] as const) {
      const refused = applicationFormReducer(chosen, { type: 'answer', answer: { ok: false, reason, detail: theirs } })
      expect(refused).toEqual({ ...chosen, detail: theirs, boothId: '' })
    }
  })

  it('after any other refusal, changes nothing', () => {
    for (const reason of ['not-found', 'unknown-assignee'] as const)
      expect(applicationFormReducer(chosen, { type: 'answer', answer: { ok: false, reason } })).toBe(chosen)
  })
})

describe("what the application screen says of a save's answer", () => {
  const sent = applicationSaveRequest(chosen)

  it('says a save that changed nothing (the same version came back) apart from one that did', () => {
    expect(applicationSaveOutcome({ ok: true, detail: theirs }, sent)).toEqual({
      ok: true,
      text: applicationText.saved,
    })
    expect(applicationSaveOutcome({ ok: true, detail }, sent)).toEqual({ ok: true, text: applicationText.nothing })
  })

  it('refuses in the words of each reason', () => {
    expect(applicationSaveOutcome({ ok: false, reason: 'stale', detail: theirs }, sent)).toEqual({
      ok: false,
      text: applicationText.stale,
    })
    expect(applicationSaveOutcome({ ok: false, reason: 'booth-taken', detail: theirs }, sent)).toEqual({
      ok: false,
      text: applicationText.boothTaken,
    })
    expect(applicationSaveOutcome({ ok: false, reason: 'unknown-assignee' }, sent)).toEqual({
      ok: false,
      text: applicationText.unknownAssignee,
    })
    expect(applicationSaveOutcome({ ok: false, reason: 'not-found' }, sent)).toEqual({
      ok: false,
      text: applicationText.notFound,
    })
  })
})

describe('a status from a control or a history entry', () => {
  it('is one of the workflow steps, or none', () => {
    expect(applicationStatusOf('confirmed')).toBe('confirmed')
    expect(applicationStatusOf('archived')).toBeUndefined()
    expect(applicationStatusOf(null)).toBeUndefined()
  })
})
