import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { boothLabel, PLAN_HALL } from '~/contracts/floor-plan'
import { insideHall, onHallGrid, overlaps } from '~/contracts/floor-plan-geometry'
import { BOOTH_TYPES } from '~/db/booth-rules'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { booth } from '~/db/schema'
import { type Actor, recordAudit } from '../audit/audit.server'
import { readHeader } from '../import/import-rows'
import { readTable } from '../import/read-table.server'
import {
  BOOTH_IMPORT_COLUMNS,
  BOOTH_IMPORT_LIMITS,
  BOOTH_ROW_PROBLEMS,
  type BoothImportAnswer,
  type BoothImportColumn,
  type BoothImportRow,
  type BoothRowProblem,
} from './contract'
import { lockHall } from './floor-plan.server'

/**
 * The booth import (issue 27): a CSV or XLSX with `number, x, y, width, depth, type`, read by the
 * exhibitor import's table reader and header check (ADR 021), every row checked (grid, hall, size,
 * type, duplicates, overlaps with the file's and the hall's other booths) within a booth file's own
 * limits (`BOOTH_IMPORT_LIMITS`). "Check" previews; "Import" sends the same file again and writes
 * only when no row has an error, checking it once more under the hall's lock. A booth is matched by its
 * number: a new number adds an available booth, a known one moves or resizes it (status and
 * exhibitor stay).
 */

const metres = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    v.transform(Number),
    v.check((n) => Number.isFinite(n), 'grid'),
    v.check(onHallGrid, 'grid'),
    v.check((n) => n >= min && n <= max, min > 0 ? 'size' : 'outside'),
  )

const RowSchema = v.object({
  number: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.toUpperCase(), v.regex(/^[A-Z0-9]{1,12}$/, 'number')),
  x: metres(0, PLAN_HALL.width),
  y: metres(0, PLAN_HALL.depth),
  width: metres(PLAN_HALL.boothSideM.min, PLAN_HALL.boothSideM.max),
  depth: metres(PLAN_HALL.boothSideM.min, PLAN_HALL.boothSideM.max),
  type: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(BOOTH_TYPES, 'type')),
})
type RowValues = v.InferOutput<typeof RowSchema>

const isColumn = (key: unknown): key is BoothImportColumn =>
  typeof key === 'string' && (BOOTH_IMPORT_COLUMNS as readonly string[]).includes(key)
const isProblem = (message: string): message is BoothRowProblem =>
  (BOOTH_ROW_PROBLEMS as readonly string[]).includes(message)

export async function importBooths(
  db: Db,
  actor: Actor,
  bytes: Uint8Array,
  apply: boolean,
): Promise<BoothImportAnswer> {
  const table = await readTable(bytes, BOOTH_IMPORT_LIMITS)
  if (!table.ok) return table
  const [header, ...data] = table.table.rows
  if (!header) return { ok: false, file: { problem: 'no-header' } }
  const columns = readHeader(header.cells, BOOTH_IMPORT_COLUMNS)
  if (!columns.ok) return columns
  const check = (stored: StoredBooth[]) => checkRows(data, columns.at, stored)
  if (!apply) return answerOf(check(await db.select().from(booth).where(eq(booth.hall, PLAN_HALL.hall))), false)
  // Checked again under the hall's lock (floor-plan.server.ts): a booth moved meanwhile is seen where it now stands.
  const written = await db.transaction(async (tx) => {
    await lockHall(tx, PLAN_HALL.hall)
    const checked = check(await tx.select().from(booth).where(eq(booth.hall, PLAN_HALL.hall)))
    const writable = checked.counts.errors === 0 && checked.counts.new + checked.counts.changed > 0
    if (writable) await writeBooths(tx, actor, checked.rows, checked.byNumber)
    return { checked, writable }
  })
  if (written.writable) await flushWrites(db)
  return answerOf(written.checked, written.writable)
}

type StoredBooth = typeof booth.$inferSelect
type CheckedRow = BoothImportRow & { values?: RowValues }
interface Checked {
  rows: CheckedRow[]
  counts: { new: number; changed: number; unchanged: number; errors: number }
  byNumber: ReadonlyMap<string, StoredBooth>
}

/** Every data row checked against the file's other rows and the hall's booths as stored. */
function checkRows(
  data: { row: number; cells: string[] }[],
  at: Record<BoothImportColumn, number>,
  stored: StoredBooth[],
): Checked {
  const byNumber = new Map(stored.map((row) => [row.number, row]))
  const seen = new Map<string, RowValues>()
  const mentioned = new Set(data.map(({ cells }) => (cells[at.number] ?? '').trim().toUpperCase()))
  const rows: CheckedRow[] = data.map(({ row, cells }) => {
    const input = Object.fromEntries(BOOTH_IMPORT_COLUMNS.map((column) => [column, cells[at[column]] ?? '']))
    const parsed = v.safeParse(RowSchema, input, { abortPipeEarly: true })
    const number = (input.number ?? '').trim().toUpperCase().slice(0, 12)
    const errors: BoothImportRow['errors'] = parsed.success
      ? []
      : parsed.issues.map((issue) => {
          const key = issue.path?.[0]?.key
          const column = isColumn(key) ? key : 'number'
          return {
            column,
            problem: isProblem(issue.message) ? issue.message : 'required',
            value: (input[column] ?? '').slice(0, 40),
          }
        })
    if (!parsed.success) return { row, number, action: 'error', errors }
    const values = parsed.output
    if (!insideHall(values)) errors.push({ column: 'x', problem: 'outside', value: `${values.x}, ${values.y}` })
    if (seen.has(values.number)) errors.push({ column: 'number', problem: 'duplicate', value: values.number })
    const clash = [...seen.values()].find((other) => overlaps(other, values))
    // Booths of the hall the file does not mention stay where they are, so the new ones must miss them.
    const standing = stored.find((other) => !mentioned.has(other.number) && overlaps(other, values))
    const blocker = clash ?? standing
    if (blocker) errors.push({ column: 'number', problem: 'overlap', value: blocker.number })
    seen.set(values.number, values)
    if (errors.length > 0) return { row, number: values.number, action: 'error', errors }
    const before = byNumber.get(values.number)
    const action = !before
      ? 'new'
      : before.x === values.x &&
          before.y === values.y &&
          before.width === values.width &&
          before.depth === values.depth &&
          before.boothType === values.type
        ? 'unchanged'
        : 'changed'
    return { row, number: values.number, action, errors: [], values }
  })
  const counts = { new: 0, changed: 0, unchanged: 0, errors: 0 }
  for (const row of rows) counts[row.action === 'error' ? 'errors' : row.action]++
  return { rows, counts, byNumber }
}

function answerOf(checked: Checked, applied: boolean): BoothImportAnswer {
  return {
    ok: true,
    applied,
    rows: checked.rows
      .map(({ values: _values, ...row }) => row)
      .sort((a, b) => Number(b.action === 'error') - Number(a.action === 'error') || a.row - b.row),
    counts: checked.counts,
  }
}

/** Writes the new and changed rows, each with its audit entry, inside the caller's locked transaction. */
async function writeBooths(
  tx: Db,
  actor: Actor,
  rows: CheckedRow[],
  byNumber: ReadonlyMap<string, StoredBooth>,
): Promise<void> {
  for (const { action, values } of rows) {
    if (!values || action === 'unchanged' || action === 'error') continue
    const shape = {
      x: values.x,
      y: values.y,
      width: values.width,
      depth: values.depth,
      points: null,
      areaSqm: values.width * values.depth,
      boothType: values.type,
    }
    const before = byNumber.get(values.number)
    if (before) {
      await tx
        .update(booth)
        .set({ ...shape, version: before.version + 1, updatedAt: new Date() })
        .where(eq(booth.id, before.id))
    } else {
      await tx.insert(booth).values({ hall: PLAN_HALL.hall, number: values.number, ...shape })
    }
    await recordAudit(tx, actor, {
      action: before ? 'update' : 'create',
      entity: 'booth',
      entityId: boothLabel(PLAN_HALL.hall, values.number),
      before: before
        ? { x: before.x, y: before.y, width: before.width, depth: before.depth, type: before.boothType }
        : undefined,
      after: { x: values.x, y: values.y, width: values.width, depth: values.depth, type: values.type },
    })
  }
}
