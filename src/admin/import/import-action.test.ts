import { describe, expect, it } from 'vitest'
import type { ImportJobView } from '~/admin/import/contract'
import { importOutcome, isJobActive, jobCountFacts, previewRowText, previewToOpen } from './import-action'
import { importPageText } from './import-page-text'
import { fileProblemText } from './import-text'

const job: ImportJobView = {
  id: 12,
  fileName: 'exhibitors.csv',
  status: 'ready',
  createdAt: '2025-05-01T02:00:00.000Z',
  counts: { rows: 9, new: 2, changed: 3, unchanged: 1, errors: 0, untouched: 3 },
  rows: [],
  moreRows: 0,
  total: 5,
  processed: 0,
}
const upload = { kind: 'upload', data: new FormData() } as const
const start = { kind: 'start', id: 12 } as const

describe('what the import screen says of an answer', () => {
  it('says nothing of a success: the preview or the progress shows it', () => {
    expect(importOutcome({ ok: true, job })).toEqual({ ok: true, text: null })
  })

  it("refuses a file in its problem's words, with the limit it broke", () => {
    expect(importOutcome({ ok: false, file: { problem: 'too-large', maxMegabytes: 5 } })).toEqual({
      ok: false,
      text: { ...fileProblemText['too-large'], values: { max: 5 } },
    })
    expect(importOutcome({ ok: false, file: { problem: 'missing-columns', columns: ['booth', 'name_en'] } })).toEqual({
      ok: false,
      text: { ...fileProblemText['missing-columns'], values: { columns: 'booth, name_en' } },
    })
  })

  it('refuses a start the server no longer allows, whatever the reason', () => {
    for (const reason of ['not-found', 'invalid', 'nothing-to-write', 'started'] as const)
      expect(importOutcome({ ok: false, reason })).toEqual({ ok: false, text: importPageText.startRefused })
  })
})

describe('where the screen goes after an answer', () => {
  it("opens a checked file's preview, its own page", () => {
    expect(previewToOpen({ ok: true, job }, upload)).toBe(12)
  })

  it('stays on the page after a start or a refusal (the page is read again)', () => {
    expect(previewToOpen({ ok: true, job }, start)).toBeNull()
    expect(previewToOpen({ ok: false, file: { problem: 'empty' } }, upload)).toBeNull()
  })
})

describe('a checked file on the screen', () => {
  it('is read again only while its import is queued or written', () => {
    expect(isJobActive(null)).toBe(false)
    expect(isJobActive({ ...job, status: 'queued' })).toBe(true)
    expect(isJobActive({ ...job, status: 'running' })).toBe(true)
    for (const status of ['invalid', 'ready', 'done', 'failed'] as const)
      expect(isJobActive({ ...job, status })).toBe(false)
  })

  it('shows every count, in the order of the file to the directory', () => {
    expect(jobCountFacts(job).map(([label, count]) => [label.id, count])).toEqual([
      [importPageText.rows.id, 9],
      [importPageText.new.id, 2],
      [importPageText.changed.id, 3],
      [importPageText.unchanged.id, 1],
      [importPageText.errors.id, 0],
      [importPageText.untouched.id, 3],
    ])
  })

  it('says what a new or a changed row does, naming the changed columns', () => {
    expect(previewRowText({ row: 2, externalId: 'ex-1', action: 'new', name: 'Leafy' })).toEqual({
      ...importPageText.newRow,
      values: { name: 'Leafy' },
    })
    expect(
      previewRowText({ row: 3, externalId: 'ex-2', action: 'changed', name: 'Oaty', changes: ['booth', 'website'] }),
    ).toEqual({ ...importPageText.changedRow, values: { name: 'Oaty', columns: 'booth, website' } })
  })
})
