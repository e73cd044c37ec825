import { describe, expect, it } from 'vitest'
import { IMPORT_LIMITS } from '~/admin/import/contract'
import { csvFile, goodRow, xlsxFile } from '../../../tests/support/exhibitor-files'
import { xlsxBomb, xlsxOfRows } from '../../../tests/support/xlsx-zip'
import { checkRows, planImport } from './import-rows'
import { readTable } from './read-table.server'
import { unpackedSize } from './zip-size.server'

const INDUSTRIES = new Set(['food-grains', 'food-tea-coffee'])

async function checked(bytes: Uint8Array) {
  const table = await readTable(bytes)
  if (!table.ok) throw new Error(JSON.stringify(table.file))
  const rows = checkRows(table.table, INDUSTRIES)
  if (!rows.ok) throw new Error(JSON.stringify(rows.file))
  return rows.rows
}

describe('reading an exhibitor file', () => {
  it('reads the same rows from a CSV with and without BOM and from an XLSX', async () => {
    const rows = [goodRow(1), goodRow(2, { name_en: 'Comma, "Quoted" & Co.', description_cn: '第一行\n第二行' })]
    const fromCsv = await checked(csvFile(rows))
    expect(await checked(csvFile(rows, { bom: false }))).toEqual(fromCsv)
    expect(await checked(await xlsxFile(rows))).toEqual(fromCsv)
    const [first, second] = fromCsv
    expect(first).toMatchObject({
      row: 2,
      ok: true,
      values: { external_id: 'test-1', industry_codes: ['food-grains', 'food-tea-coffee'], german_pavilion: true },
    })
    expect(second).toMatchObject({
      row: 3,
      values: { name_en: 'Comma, "Quoted" & Co.', description_cn: '第一行\n第二行' },
    })
  })

  it('names the row and column of every refused cell', async () => {
    const rows = await checked(
      csvFile([
        goodRow(1),
        goodRow(2, {
          name_cn: '',
          country_code: 'XY',
          industry_codes: 'food-grains nonsense',
          website: 'http://a.example.com',
        }),
        goodRow(3, { german_pavilion: 'maybe', name_en: ' ' }),
        goodRow(1),
      ]),
    )
    expect(rows[0]?.ok).toBe(true)
    expect(rows[1]).toEqual({
      row: 3,
      ok: false,
      externalId: 'test-2',
      errors: [
        { column: 'name_cn', problem: 'required', value: '' },
        { column: 'country_code', problem: 'country', value: 'XY' },
        { column: 'industry_codes', problem: 'industry', value: 'nonsense' },
        { column: 'website', problem: 'https', value: 'http://a.example.com' },
      ],
    })
    expect(rows[2]).toMatchObject({
      row: 4,
      errors: [
        { column: 'name_en', problem: 'required' },
        { column: 'german_pavilion', problem: 'boolean' },
      ],
    })
    expect(rows[3]).toMatchObject({ row: 5, errors: [{ column: 'external_id', problem: 'duplicate' }] })
  })

  it('fills empty country names from the code and lower-case codes are accepted', async () => {
    const [row] = await checked(csvFile([goodRow(1, { country_code: 'kr', country_cn: '', country_en: '' })]))
    expect(row).toMatchObject({
      ok: true,
      values: { country_code: 'KR', country_cn: '韩国', country_en: 'South Korea' },
    })
  })

  it('refuses files by their bytes, size and header, not their name', async () => {
    expect(await readTable(new Uint8Array())).toEqual({ ok: false, file: { problem: 'empty' } })
    expect(await readTable(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0]))).toEqual({
      ok: false,
      file: { problem: 'type' },
    })
    // "名称" in GBK: not UTF-8.
    expect(await readTable(new Uint8Array([0xc3, 0xfb, 0xb3, 0xc6]))).toEqual({
      ok: false,
      file: { problem: 'encoding' },
    })
    const big = new Uint8Array(6 * 1024 * 1024).fill(0x61)
    expect(await readTable(big)).toMatchObject({ ok: false, file: { problem: 'too-large' } })
    const zipLike = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])
    expect(await readTable(zipLike)).toEqual({ ok: false, file: { problem: 'unreadable' } })
    const header = await readTable(new TextEncoder().encode('external_id,name,booth\nA,B,C\n'))
    if (!header.ok) throw new Error('not read')
    expect(checkRows(header.table, INDUSTRIES)).toEqual({
      ok: false,
      file: { problem: 'unknown-columns', columns: ['name'] },
    })
  })

  it('measures an XLSX by what it really unpacks to, not by the sizes it declares', async () => {
    const header = ['external_id', 'name_cn']
    // The builder makes a file the import reads: the bomb below differs only in its size.
    expect(await readTable(xlsxOfRows([header, ['a-1', '一']]))).toEqual({
      ok: true,
      table: {
        rows: [
          { row: 1, cells: header },
          { row: 2, cells: ['a-1', '一'] },
        ],
      },
    })
    // 400 MB of sheet XML in a few hundred kilobytes, declaring the size of a tiny sheet.
    const bomb = await xlsxBomb(header, 400)
    expect(bomb.length).toBeLessThan(IMPORT_LIMITS.maxBytes)
    const before = process.memoryUsage().rss
    expect(await readTable(bomb)).toEqual({
      ok: false,
      file: { problem: 'too-large-unpacked', maxMegabytes: IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024 },
    })
    // Inflating stopped at the limit: nothing near 400 MB was unpacked or held.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024)
  })

  it('counts every entry a zip lists, also the same data listed twice', async () => {
    const honest = xlsxOfRows([['external_id'], ['a']])
    expect(await unpackedSize(honest, 1024 * 1024)).toMatchObject({ ok: true })
    const { bytes } = (await unpackedSize(honest, 1024 * 1024)) as { bytes: number }
    expect(await unpackedSize(honest, bytes - 1)).toEqual({ ok: false, problem: 'too-large' })
    // A broken deflate stream or a directory pointing outside the file is unreadable, not a crash.
    const broken = honest.slice()
    broken.fill(0xff, 60, 120)
    expect(await unpackedSize(broken, 1024 * 1024)).toEqual({ ok: false, problem: 'unreadable' })
    expect(await unpackedSize(honest.subarray(0, honest.length - 30), 1024 * 1024)).toEqual({
      ok: false,
      problem: 'unreadable',
    })
  })
})

describe('planning an import', () => {
  it('tells new, changed (with the columns) and unchanged rows apart, and counts the untouched', async () => {
    const rows = await checked(
      csvFile([goodRow(1), goodRow(2), goodRow(3, { industry_codes: 'food-tea-coffee;food-grains' })]),
    )
    const before = await checked(
      csvFile([goodRow(2, { booth: 'OLD', website: '' }), goodRow(3), goodRow(9, { external_id: 'other' })]),
    )
    const stored = new Map(before.flatMap((row) => (row.ok ? [[row.values.external_id, row.values] as const] : [])))
    const plan = planImport(rows, stored)
    expect(plan.counts).toEqual({ rows: 3, new: 1, changed: 1, unchanged: 1, errors: 0, untouched: 1 })
    expect(plan.preview).toEqual([
      { row: 2, externalId: 'test-1', action: 'new', name: '测试有机公司1' },
      { row: 3, externalId: 'test-2', action: 'changed', name: '测试有机公司2', changes: ['booth', 'website'] },
    ])
    expect(plan.writes.map((row) => row.external_id)).toEqual(['test-1', 'test-2'])
  })
})
