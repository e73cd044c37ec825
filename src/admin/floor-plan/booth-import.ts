import type { MessageDescriptor } from '@lingui/core'
import { fileProblemText, fileProblemValues } from '../import/import-text'
import type { SaveOutcome } from '../ui/use-save'
import type { BoothImportAnswer, BoothImportRow } from './contract'
import { planText as text } from './floor-plan-text'

/** A checked or imported file: its counts and rows. */
export type CheckedBooths = Extract<BoothImportAnswer, { ok: true }>

/** A checked or imported file's counts and rows below are the answer's words; a refused file says why. */
export function boothImportOutcome(answer: BoothImportAnswer): SaveOutcome {
  if (answer.ok) return { ok: true, text: null }
  return { ok: false, text: { ...fileProblemText[answer.file.problem], values: fileProblemValues(answer.file) } }
}

/** "Import" is offered only for a checked (not yet applied) file without errors that changes something. */
export const canApply = (checked: CheckedBooths) =>
  !checked.applied && checked.counts.errors === 0 && checked.counts.new + checked.counts.changed > 0

/** What the file did or would do, in numbers. */
export function countsText({ applied, counts }: CheckedBooths): MessageDescriptor {
  if (applied) return { ...text.imported, values: { created: counts.new, changed: counts.changed } }
  return {
    ...text.previewCounts,
    values: { created: counts.new, changed: counts.changed, unchanged: counts.unchanged, errors: counts.errors },
  }
}

/** The rows the table lists: those the file changes or gets wrong (unchanged ones are only counted). */
export const listedRows = (rows: BoothImportRow[]) => rows.filter((row) => row.action !== 'unchanged')
