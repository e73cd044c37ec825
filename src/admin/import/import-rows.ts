import * as v from 'valibot'
import {
  type FileProblem,
  IMPORT_COLUMNS,
  type ImportColumn,
  type ImportCounts,
  type PreviewRow,
  ROW_PROBLEMS,
  type RowError,
  type RowProblem,
} from '~/admin/import/contract'
import { countryNames, isCountryCode } from '../collections/country-code'
import { splitCodes } from '../collections/fields'
import type { Table } from './read-table.server'

/** An exhibitor as the import writes it: every column of the file, checked and normalised. */
export interface ExhibitorValues {
  external_id: string
  name_cn: string
  name_en: string
  country_code: string
  country_cn: string
  country_en: string
  booth: string
  industry_codes: string[]
  german_pavilion: boolean
  website: string | null
  description_cn: string
  description_en: string
}

const TRUE = new Set(['1', 'true', 'yes', 'y', 'x', '是'])
const FALSE = new Set(['', '0', 'false', 'no', 'n', '否'])

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, 'tooLong'))
const required = (max: number) => v.pipe(text(max), v.nonEmpty('required'))

/** The checks of one row's cells, given the industry codes that exist; each refusal names its problem. */
function rowSchema(industries: ReadonlySet<string>) {
  return v.object({
    external_id: v.pipe(required(64), v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'externalId')),
    name_cn: required(200),
    name_en: required(200),
    country_code: v.pipe(
      required(2),
      v.toUpperCase(),
      v.check((code) => isCountryCode(code), 'country'),
    ),
    country_cn: text(100),
    country_en: text(100),
    booth: required(40),
    industry_codes: v.pipe(
      v.string(),
      v.transform(splitCodes),
      v.checkItems((code) => industries.has(code), 'industry'),
    ),
    german_pavilion: v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.check((cell) => TRUE.has(cell) || FALSE.has(cell), 'boolean'),
      v.transform((cell) => TRUE.has(cell)),
    ),
    website: v.pipe(
      text(500),
      v.check((cell) => cell === '' || (cell.startsWith('https://') && URL.canParse(cell)), 'https'),
      v.transform((cell) => cell || null),
    ),
    description_cn: text(2000),
    description_en: text(2000),
  })
}

const isColumn = (key: unknown): key is ImportColumn =>
  typeof key === 'string' && (IMPORT_COLUMNS as readonly string[]).includes(key)
const isProblem = (message: string): message is RowProblem => (ROW_PROBLEMS as readonly string[]).includes(message)

/**
 * Where each column is in the file, from its header row; columns missing or unknown refuse the file.
 * Shared by every table import of the back office (exhibitors, booths), each with its own columns.
 */
export function readHeader<C extends string>(
  cells: string[],
  columns: readonly C[],
): { ok: true; at: Record<C, number> } | { ok: false; file: FileProblem } {
  const names = cells.map((cell) =>
    cell
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  )
  const known = (name: string) => (columns as readonly string[]).includes(name)
  const unknown = names.filter((name) => name !== '' && !known(name))
  if (unknown.length > 0) return { ok: false, file: { problem: 'unknown-columns', columns: unknown } }
  const missing = columns.filter((column) => !names.includes(column))
  if (missing.length > 0) return { ok: false, file: { problem: 'missing-columns', columns: missing } }
  const at = Object.fromEntries(columns.map((column) => [column, names.indexOf(column)]))
  return { ok: true, at: at as Record<C, number> }
}

export type CheckedRow =
  | { row: number; ok: true; values: ExhibitorValues }
  | { row: number; ok: false; externalId: string; errors: RowError[] }

/** Every data row of the table checked: its values, or each refused cell by column and problem. */
export function checkRows(
  table: Table,
  industries: ReadonlySet<string>,
): { ok: true; rows: CheckedRow[] } | { ok: false; file: FileProblem } {
  const [header, ...data] = table.rows
  if (!header) return { ok: false, file: { problem: 'no-header' } }
  const columns = readHeader(header.cells, IMPORT_COLUMNS)
  if (!columns.ok) return columns
  const schema = rowSchema(industries)
  const seen = new Set<string>()
  const rows = data.map(({ row, cells }): CheckedRow => {
    const input = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, cells[columns.at[column]] ?? '']))
    const externalId = (input.external_id ?? '').trim()
    const parsed = v.safeParse(schema, input, { abortPipeEarly: true })
    const errors: RowError[] = parsed.success
      ? []
      : parsed.issues.map((issue) => {
          const column = issue.path?.[0]?.key
          const cell = isColumn(column) ? (input[column] ?? '') : ''
          const value = issue.type === 'check_items' ? String(issue.input) : cell
          return {
            column: isColumn(column) ? column : 'external_id',
            problem: isProblem(issue.message) ? issue.message : 'required',
            value: value.slice(0, 80),
          }
        })
    // A second row with the same id would silently overwrite the first: refuse it instead.
    if (externalId && seen.has(externalId))
      errors.push({ column: 'external_id', problem: 'duplicate', value: externalId.slice(0, 80) })
    seen.add(externalId)
    if (!parsed.success || errors.length > 0) return { row, ok: false, externalId, errors }
    const values = parsed.output
    // Country names left empty are the code's usual names.
    const names = countryNames(values.country_code)
    values.country_cn ||= names.cn
    values.country_en ||= names.en
    return { row, ok: true, values }
  })
  return { ok: true, rows }
}

/** The columns where `next` differs from what is stored (industry codes compared as a set). */
function changedColumns(stored: ExhibitorValues, next: ExhibitorValues): ImportColumn[] {
  return IMPORT_COLUMNS.filter((column) => {
    if (column === 'industry_codes') {
      const before = [...stored.industry_codes].sort().join(' ')
      return before !== [...next.industry_codes].sort().join(' ')
    }
    return stored[column] !== next[column]
  })
}

export interface ImportPlan {
  preview: PreviewRow[]
  counts: ImportCounts
  /** The new and changed rows, in file order: what "Import" writes. */
  writes: ExhibitorValues[]
}

/** What importing the checked rows would do to the stored exhibitors (keyed by external id). */
export function planImport(rows: CheckedRow[], stored: ReadonlyMap<string, ExhibitorValues>): ImportPlan {
  const preview: PreviewRow[] = []
  const writes: ExhibitorValues[] = []
  const counts: ImportCounts = { rows: rows.length, new: 0, changed: 0, unchanged: 0, errors: 0, untouched: 0 }
  const mentioned = new Set<string>()
  for (const checked of rows) {
    if (!checked.ok) {
      counts.errors++
      mentioned.add(checked.externalId)
      preview.push({ row: checked.row, externalId: checked.externalId, action: 'error', errors: checked.errors })
      continue
    }
    const { values } = checked
    mentioned.add(values.external_id)
    const before = stored.get(values.external_id)
    const name = values.name_cn
    if (!before) {
      counts.new++
      writes.push(values)
      preview.push({ row: checked.row, externalId: values.external_id, action: 'new', name })
      continue
    }
    const changes = changedColumns(before, values)
    if (changes.length === 0) {
      counts.unchanged++
      continue
    }
    counts.changed++
    writes.push(values)
    preview.push({ row: checked.row, externalId: values.external_id, action: 'changed', name, changes })
  }
  counts.untouched = [...stored.keys()].filter((id) => !mentioned.has(id)).length
  // Errors first: they are what the editor has to fix.
  preview.sort((a, b) => Number(b.action === 'error') - Number(a.action === 'error') || a.row - b.row)
  return { preview, counts, writes }
}
