import ExcelJS from 'exceljs'
import { IMPORT_COLUMNS, type ImportColumn } from '../../src/admin/import/contract'

/** Test files built the way editors' tools write them: a header row, then one row per exhibitor. */
export type FileRow = Partial<Record<ImportColumn, string>>

export const goodRow = (n: number, overrides: FileRow = {}): FileRow => ({
  external_id: `test-${n}`,
  name_cn: `测试有机公司${n}`,
  name_en: `Test Organic Co. ${n}`,
  country_code: 'DE',
  country_cn: '德国',
  country_en: 'Germany',
  booth: `T-${n}`,
  industry_codes: 'food-grains, food-tea-coffee',
  german_pavilion: 'yes',
  website: `https://test-${n}.example.com`,
  description_cn: '有机谷物。',
  description_en: 'Organic grains.',
  ...overrides,
})

const quote = (cell: string) => (/[",\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)

export function csvFile(rows: FileRow[], { bom = true } = {}): Uint8Array {
  const lines = [
    IMPORT_COLUMNS.join(','),
    ...rows.map((row) => IMPORT_COLUMNS.map((c) => quote(row[c] ?? '')).join(',')),
  ]
  return new TextEncoder().encode(`${bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`)
}

export async function xlsxFile(rows: FileRow[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Exhibitors')
  sheet.addRow([...IMPORT_COLUMNS])
  for (const row of rows) sheet.addRow(IMPORT_COLUMNS.map((c) => row[c] ?? ''))
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
