import { describe, expect, it } from 'vitest'
import { fileProblemText } from '../import/import-text'
import { boothImportOutcome, type CheckedBooths, canApply, countsText, listedRows } from './booth-import'
import type { BoothImportRow } from './contract'
import { planText } from './floor-plan-text'

// The booth import's rules without a screen: when "Import" is offered, what the counts say, which
// rows are listed, and what a refused file says.
const row = (n: number, action: BoothImportRow['action']): BoothImportRow => ({
  row: n,
  number: `A${n}`,
  action,
  errors: [],
})
const checked = (over: Partial<CheckedBooths> = {}): CheckedBooths => ({
  ok: true,
  applied: false,
  rows: [row(2, 'new'), row(3, 'unchanged'), row(4, 'changed')],
  counts: { new: 1, changed: 1, unchanged: 1, errors: 0 },
  ...over,
})

describe('the booth import', () => {
  it('offers to import a clean check that changes something, and nothing else', () => {
    expect(canApply(checked())).toBe(true)
    expect(canApply(checked({ applied: true }))).toBe(false)
    expect(canApply(checked({ counts: { new: 1, changed: 0, unchanged: 0, errors: 1 } }))).toBe(false)
    expect(canApply(checked({ counts: { new: 0, changed: 0, unchanged: 3, errors: 0 } }))).toBe(false)
  })

  it('counts what a check would do and what an import did', () => {
    expect(countsText(checked())).toEqual({
      ...planText.previewCounts,
      values: { created: 1, changed: 1, unchanged: 1, errors: 0 },
    })
    expect(countsText(checked({ applied: true }))).toEqual({ ...planText.imported, values: { created: 1, changed: 1 } })
  })

  it('lists only the rows the file changes or gets wrong', () => {
    expect(listedRows([row(2, 'new'), row(3, 'unchanged'), row(4, 'error')]).map((r) => r.row)).toEqual([2, 4])
  })

  it('lets the counts speak for a checked file, and says why a file was refused', () => {
    expect(boothImportOutcome(checked())).toEqual({ ok: true, text: null })
    expect(boothImportOutcome({ ok: false, file: { problem: 'empty' } })).toEqual({
      ok: false,
      text: { ...fileProblemText.empty, values: {} },
    })
  })
})
