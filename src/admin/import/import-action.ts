import type { MessageDescriptor } from '@lingui/core'
import type { ImportJobView, ImportStartAnswer, ImportUploadAnswer, PreviewRow } from '~/admin/import/contract'
import type { SaveOutcome } from '../ui/use-save'
import { importPageText as text } from './import-page-text'
import { fileProblemText, fileProblemValues } from './import-text'

/** A file checked (the preview follows on its own page), or a checked file's import started. */
export type ImportAction = { kind: 'upload'; data: FormData } | { kind: 'start'; id: number }
export type ImportAnswer = ImportUploadAnswer | ImportStartAnswer

/** Successes say nothing here: the preview and the job's progress below show them. */
export function importOutcome(answer: ImportAnswer): SaveOutcome {
  if (answer.ok) return { ok: true, text: null }
  if ('file' in answer)
    return { ok: false, text: { ...fileProblemText[answer.file.problem], values: fileProblemValues(answer.file) } }
  return { ok: false, text: text.startRefused }
}

/** The job whose preview opens after an answer: a checked file's (a page of its own); otherwise none. */
export const previewToOpen = (answer: ImportAnswer, input: ImportAction): number | null =>
  answer.ok && input.kind === 'upload' ? answer.job.id : null

/** While the import is written (queued or running), the screen reads the job again. */
export const isJobActive = (job: ImportJobView | null): boolean => job?.status === 'queued' || job?.status === 'running'

/** The preview's counts, in the order shown. */
export const jobCountFacts = (job: ImportJobView): readonly (readonly [MessageDescriptor, number])[] => [
  [text.rows, job.counts.rows],
  [text.new, job.counts.new],
  [text.changed, job.counts.changed],
  [text.unchanged, job.counts.unchanged],
  [text.errors, job.counts.errors],
  [text.untouched, job.counts.untouched],
]

/** A row the import writes (a row with errors lists its refused cells instead). */
type WrittenRow = Exclude<PreviewRow, { action: 'error' }>

/** What a new or changed row does, in words. */
export const previewRowText = (row: WrittenRow): MessageDescriptor =>
  row.action === 'new'
    ? { ...text.newRow, values: { name: row.name } }
    : { ...text.changedRow, values: { name: row.name, columns: row.changes.join(', ') } }
