import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { type FileProblem, IMPORT_LIMITS } from '~/admin/import/contract'
import { unpackedSize } from './zip-size.server'

/** A file's rows as text cells, each with its row number as a spreadsheet shows it (header = 1). */
export interface Table {
  rows: { row: number; cells: string[] }[]
}

export type TableAnswer = { ok: true; table: Table } | { ok: false; file: FileProblem }

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]

/** An XLSX is a zip; anything else that decodes as UTF-8 without NUL bytes is read as CSV. */
function sniffTableType(bytes: Uint8Array): 'xlsx' | 'csv' | null {
  if (ZIP_LOCAL_HEADER.every((byte, i) => bytes[i] === byte)) return 'xlsx'
  if (bytes.includes(0)) return null
  return 'csv'
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '')

function readCsv(bytes: Uint8Array): TableAnswer {
  let text: string
  try {
    // Strict UTF-8: a file saved in GBK (Excel's "CSV" on a Chinese system) is refused, not garbled.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, file: { problem: 'encoding' } }
  }
  let records: string[][]
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false })
  } catch {
    return { ok: false, file: { problem: 'unreadable' } }
  }
  return {
    ok: true,
    table: {
      rows: records.map((cells, i) => ({ row: i + 1, cells })).filter((row) => !isBlank(row.cells)),
    },
  }
}

/** A cell as text: formulas by their result, rich text and links by their text, switches as true/false. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if ('richText' in value) return value.richText.map((part) => part.text).join('')
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellText(value.text)
  if ('formula' in value || 'sharedFormula' in value)
    return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue)
  if ('error' in value) return String(value.error)
  return ''
}

async function readXlsx(bytes: Uint8Array, limits: TableLimits): Promise<TableAnswer> {
  // Counted by inflating, before the reader unpacks anything: a zip's declared sizes may lie.
  const unpacked = await unpackedSize(bytes, limits.maxUnpackedBytes)
  if (!unpacked.ok && unpacked.problem === 'unreadable') return { ok: false, file: { problem: 'unreadable' } }
  if (!unpacked.ok)
    return {
      ok: false,
      file: { problem: 'too-large-unpacked', maxMegabytes: limits.maxUnpackedBytes / 1024 / 1024 },
    }
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
  } catch {
    return { ok: false, file: { problem: 'unreadable' } }
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return { ok: false, file: { problem: 'no-header' } }
  const rows: Table['rows'] = []
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = []
    for (let column = 1; column <= row.cellCount; column++) cells.push(cellText(row.getCell(column).value))
    if (!isBlank(cells)) rows.push({ row: number, cells })
  })
  return { ok: true, table: { rows } }
}

/** Bounds on one file: its bytes, an XLSX's unpacked size, its data rows (the exhibitor import's by default). */
export type TableLimits = typeof IMPORT_LIMITS

/** The rows of an uploaded CSV (UTF-8, with or without BOM) or XLSX (its first sheet), within the limits. */
export async function readTable(bytes: Uint8Array, limits: TableLimits = IMPORT_LIMITS): Promise<TableAnswer> {
  if (bytes.length === 0) return { ok: false, file: { problem: 'empty' } }
  if (bytes.length > limits.maxBytes)
    return { ok: false, file: { problem: 'too-large', maxMegabytes: limits.maxBytes / 1024 / 1024 } }
  const type = sniffTableType(bytes)
  if (!type) return { ok: false, file: { problem: 'type' } }
  const answer = type === 'xlsx' ? await readXlsx(bytes, limits) : readCsv(bytes)
  if (answer.ok && answer.table.rows.length - 1 > limits.maxRows)
    return { ok: false, file: { problem: 'too-many-rows', maxRows: limits.maxRows } }
  return answer
}
