import { and, eq, ne, type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  type BulkAction,
  type CollectionSaveAnswer,
  FIELD_PROBLEMS,
  type FieldProblem,
} from '~/admin/collections/contract'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { sqlState, UNIQUE_VIOLATION } from '~/db/pg-errors'
import { type Actor, recordAudit } from '../audit/audit.server'
import { problemsByEntry } from '../ui/form-problems'
import { mediaColumns, parentProblems, takenColumns, unknownCodes } from './collection-checks.server'
import { getItem } from './collection-query.server'
import { byProperty, columnOf, editorialOrder, inScope, propertyNamed, tableOf } from './collection-table.server'
import { type ColumnValue, entriesOfField, formSchema, KEEP_MEDIA } from './fields'
import { type CollectionName, collectionOf } from './registry'

/**
 * The back office's writes of a content type (ADR 019): save, delete, switch on or off, move. Each
 * runs in a transaction with its audit entry and is durable before it answers; every table here is
 * content, so each write refreshes the pages of every process within 2 s.
 */

/** The form's strings as column values, media fields looked up; or the entries refused. */
async function columnValues(
  db: Db,
  name: CollectionName,
  id: number | null,
  input: Record<string, string>,
): Promise<{ values: [string, ColumnValue][] } | { problems: Record<string, FieldProblem> }> {
  const { fields } = collectionOf(name)
  const parsed = v.safeParse(formSchema(fields), input)
  if (!parsed.success) return { problems: problemsByEntry(parsed.issues, FIELD_PROBLEMS, 'required') }
  const values: [string, ColumnValue][] = []
  const problems: Record<string, FieldProblem> = {}
  for (const field of Object.values(fields)) {
    if (field.kind !== 'media') {
      for (const entry of entriesOfField(field)) values.push([entry, parsed.output[entry] ?? null])
      continue
    }
    const value = parsed.output[field.column] ?? null
    // `keep` is for a row that has an older file; a new row must choose one.
    if (value === KEEP_MEDIA && id === null) problems[field.column] = 'required'
    const columns = await mediaColumns(db, field, value)
    if (columns) values.push(...columns)
    else problems[field.column] = 'media'
  }
  if (Object.keys(problems).length > 0) return { problems }
  const unknown = await unknownCodes(db, name, parsed.output)
  return Object.keys(unknown).length > 0 ? { problems: unknown } : { values }
}

/** Inserts a new row, last in editorial order and of its type's kind; answers its id. */
async function insertRow(tx: Db, name: CollectionName, values: readonly [string, ColumnValue][]): Promise<number> {
  const { ordered, scope } = collectionOf(name)
  const table = tableOf(name)
  const record: Record<string, ColumnValue | SQL> = { ...byProperty(name, values) }
  if (ordered)
    record[propertyNamed(name, 'sort_order')] =
      sql`(select coalesce(max(${columnOf(name, 'sort_order')}), 0) + 1 from ${table})`
  if (scope) record[propertyNamed(name, scope.column)] = scope.value
  const [row] = await tx
    .insert(table)
    .values(record)
    .returning({ id: columnOf(name, 'id') })
  return Number(row?.id)
}

/** Creates (`id` null) or updates an item from the form's strings; each refused entry is named. */
export async function saveItem(
  db: Db,
  actor: Actor,
  name: CollectionName,
  id: number | null,
  input: Record<string, string>,
): Promise<CollectionSaveAnswer> {
  const checked = await columnValues(db, name, id, input)
  if ('problems' in checked) return { ok: false, reason: 'invalid', problems: checked.problems }
  const { values } = checked
  const write = db.transaction(async (tx) => {
    const before = id === null ? undefined : await getItem(tx, name, id)
    if (id !== null && !before) return undefined
    if ((await takenColumns(tx, name, id, values)).length > 0) return 'taken' as const
    const misplaced = await parentProblems(tx, name, id, values)
    if (Object.keys(misplaced).length > 0) return { problems: misplaced }
    let savedId = id
    if (id === null) savedId = await insertRow(tx, name, values)
    else
      await tx
        .update(tableOf(name))
        .set({ ...byProperty(name, values), [propertyNamed(name, 'updated_at')]: sql`now()` })
        .where(eq(columnOf(name, 'id'), id))
    await recordAudit(tx, actor, {
      action: id === null ? 'create' : 'update',
      entity: collectionOf(name).table,
      entityId: String(savedId),
      before: before?.values,
      after: Object.fromEntries(values),
    })
    return savedId
  })
  // A colleague took the same code between the check and the write: the same refusal.
  const saved = await write.catch((error: unknown) => {
    if (sqlState(error) === UNIQUE_VIOLATION) return 'taken' as const
    throw error
  })
  if (saved === 'taken') {
    const taken = await takenColumns(db, name, id, values)
    return { ok: false, reason: 'invalid', problems: Object.fromEntries(taken.map((column) => [column, 'taken'])) }
  }
  if (typeof saved === 'object' && saved !== null) return { ok: false, reason: 'invalid', problems: saved.problems }
  if (saved === undefined || saved === null) return { ok: false, reason: 'not-found' }
  await flushWrites(db)
  return { ok: true, id: saved }
}

/** Deletes one row of a type inside the caller's transaction, with its audit entry; false when absent. */
async function deleteRow(tx: Db, actor: Actor, name: CollectionName, id: number): Promise<boolean> {
  const before = await getItem(tx, name, id)
  if (!before) return false
  await tx.delete(tableOf(name)).where(and(eq(columnOf(name, 'id'), id), inScope(name)))
  await recordAudit(tx, actor, {
    action: 'delete',
    entity: collectionOf(name).table,
    entityId: String(id),
    before: before.values,
  })
  return true
}

export async function deleteItem(db: Db, actor: Actor, name: CollectionName, id: number): Promise<boolean> {
  const deleted = await db.transaction((tx) => deleteRow(tx, actor, name, id))
  if (deleted) await flushWrites(db)
  return deleted
}

/** Switches one row on or off, with its audit entry; false when it is gone or already so. */
async function switchRow(tx: Db, actor: Actor, name: CollectionName, id: number, hidden: boolean): Promise<boolean> {
  const idColumn = columnOf(name, 'id')
  const rows = await tx
    .update(tableOf(name))
    .set({ [propertyNamed(name, 'hidden')]: hidden, [propertyNamed(name, 'updated_at')]: sql`now()` })
    .where(and(eq(idColumn, id), inScope(name), ne(columnOf(name, 'hidden'), hidden)))
    .returning({ id: idColumn })
  if (rows.length === 0) return false
  await recordAudit(tx, actor, {
    action: 'update',
    entity: collectionOf(name).table,
    entityId: String(id),
    after: { hidden: String(hidden) },
  })
  return true
}

/**
 * Switches rows on or off, or deletes them, all or none (one transaction), each with its audit
 * entry. Answers how many rows it changed; rows of another type or already gone are not counted.
 * A type without the on/off switch changes nothing on `show` or `hide`.
 */
export async function bulkAction(
  db: Db,
  actor: Actor,
  name: CollectionName,
  ids: readonly number[],
  action: BulkAction,
): Promise<number> {
  if (action !== 'delete' && !collectionOf(name).fields.hidden) return 0
  const changed = await db.transaction(async (tx) => {
    let count = 0
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const done =
        action === 'delete'
          ? await deleteRow(tx, actor, name, id)
          : await switchRow(tx, actor, name, id, action === 'hide')
      if (done) count += 1
    }
    return count
  })
  if (changed > 0) await flushWrites(db)
  return changed
}

/**
 * Moves an item one place up or down in editorial order: the list is renumbered 1..n with the two
 * neighbours swapped, so equal or missing sort orders from older data cannot make a move a no-op.
 */
export async function moveItem(
  db: Db,
  actor: Actor,
  name: CollectionName,
  id: number,
  direction: 'up' | 'down',
): Promise<boolean> {
  if (!collectionOf(name).ordered) return false
  const idColumn = columnOf(name, 'id')
  const moved = await db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: idColumn })
      .from(tableOf(name))
      .where(inScope(name))
      .orderBy(...editorialOrder(name))
      .for('update')
    const ids = locked.map((row) => Number(row.id))
    const at = ids.indexOf(id)
    const to = direction === 'up' ? at - 1 : at + 1
    if (at < 0 || to < 0 || to >= ids.length) return false
    ;[ids[at], ids[to]] = [ids[to] ?? id, id]
    for (const [index, rowId] of ids.entries())
      await tx
        .update(tableOf(name))
        .set({ [propertyNamed(name, 'sort_order')]: index + 1 })
        .where(eq(idColumn, rowId))
    await recordAudit(tx, actor, {
      action: 'update',
      entity: collectionOf(name).table,
      entityId: String(id),
      after: { moved: direction, position: to + 1 },
    })
    return true
  })
  if (moved) await flushWrites(db)
  return moved
}
