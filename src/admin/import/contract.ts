import type { ImportStatus } from '~/db/schema-enums'

/**
 * The exhibitor import's file format and what its screen exchanges with the server (ADR 021). The
 * header row names these columns (any order, English, case-insensitive); every one must be present.
 */
export const IMPORT_COLUMNS = [
  'external_id',
  'name_cn',
  'name_en',
  'country_code',
  'country_cn',
  'country_en',
  'booth',
  'industry_codes',
  'german_pavilion',
  'website',
  'description_cn',
  'description_en',
] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]

/** Bounds on what one import reads: the file's bytes, an XLSX's unpacked size, its data rows. */
export const IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxUnpackedBytes: 50 * 1024 * 1024, maxRows: 10_000 }

/** Why a cell is refused; the screen words each one. */
export const ROW_PROBLEMS = [
  'required',
  'tooLong',
  'externalId',
  'duplicate',
  'country',
  'industry',
  'boolean',
  'https',
] as const
export type RowProblem = (typeof ROW_PROBLEMS)[number]

/** Why a whole file is refused before any row is read. */
export type FileProblem =
  | { problem: 'empty' | 'type' | 'encoding' | 'unreadable' | 'no-header' }
  | { problem: 'too-large' | 'too-large-unpacked'; maxMegabytes: number }
  | { problem: 'too-many-rows'; maxRows: number }
  | { problem: 'missing-columns' | 'unknown-columns'; columns: string[] }

export interface RowError {
  column: ImportColumn
  problem: RowProblem
  /** The refused value, shortened (an unknown industry code, say). */
  value: string
}

/** One row of the file in the preview: what importing it does, or why it cannot be imported. */
export type PreviewRow =
  | { row: number; externalId: string; action: 'error'; errors: RowError[] }
  | { row: number; externalId: string; action: 'new'; name: string }
  | { row: number; externalId: string; action: 'changed'; name: string; changes: ImportColumn[] }

export interface ImportCounts {
  rows: number
  new: number
  changed: number
  unchanged: number
  errors: number
  /** Exhibitors in the directory that the file does not mention: left as they are. */
  untouched: number
}

export interface ImportJobView {
  id: number
  fileName: string
  status: ImportStatus
  createdAt: string
  counts: ImportCounts
  /** Rows with errors first, then new and changed ones (unchanged rows are only counted). */
  rows: PreviewRow[]
  /** More rows than listed here (a large file): the counts are complete. */
  moreRows: number
  /** Rows to write and how many are written. */
  total: number
  processed: number
}

export type ImportUploadAnswer = { ok: true; job: ImportJobView } | { ok: false; file: FileProblem }

export type ImportStartAnswer =
  | { ok: true; job: ImportJobView }
  | { ok: false; reason: 'not-found' | 'invalid' | 'nothing-to-write' | 'started' }
