import { type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  type CollectionRow,
  type CollectionSaveAnswer,
  FIELD_PROBLEMS,
  type FieldProblem,
} from '~/contracts/collections'
import type { MissingTranslation } from '~/contracts/translations'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { queryRows } from '~/db/raw-query.server'
import { type Actor, recordAudit } from '../audit/audit.server'
import { problemsByEntry } from '../form-problems'
import { type ColumnValue, entriesOfField, formSchema } from './fields'
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName, collectionOf } from './registry'

/**
 * The one server core behind every content type of the registry (ADR 019): list, read, save,
 * delete and reorder, each write with its audit entry and made durable before it answers. Table and
 * column names come from the registry only, never from a request; values always travel as parameters.
 * Every table here is content, so each write refreshes the pages of every process within 2 s.
 */

type Row = Record<string, unknown>

const table = (name: CollectionName) => sql.identifier(COLLECTIONS[name].table)
const columnsOf = (name: CollectionName) => Object.values(COLLECTIONS[name].fields).flatMap(entriesOfField)
const orderOf = (name: CollectionName): SQL =>
  COLLECTIONS[name].ordered ? sql`order by sort_order, id` : sql`order by id desc`

function toForm(name: CollectionName, row: Row): CollectionRow {
  const values: Record<string, string> = {}
  for (const column of columnsOf(name)) {
    const value = row[column]
    values[column] =
      value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value)
  }
  return { id: Number(row.id), values }
}

export async function listItems(db: Db, name: CollectionName): Promise<CollectionRow[]> {
  const rows = await queryRows<Row>(db, sql`select * from ${table(name)} ${orderOf(name)}`)
  return rows.map((row) => toForm(name, row))
}

export async function getItem(db: Db, name: CollectionName, id: number): Promise<CollectionRow | undefined> {
  const [row] = await queryRows<Row>(db, sql`select * from ${table(name)} where id = ${id}`)
  return row ? toForm(name, row) : undefined
}

/** A value as one SQL parameter; a list of codes as a text array (drizzle would spread a JS array into a list). */
const asParam = (value: ColumnValue): SQL =>
  Array.isArray(value) ? sql`${`{${value.map((code) => JSON.stringify(code)).join(',')}}`}::text[]` : sql`${value}`

/** The `codes` entries naming a code their table does not hold. */
async function unknownCodes(
  db: Db,
  name: CollectionName,
  output: Record<string, ColumnValue>,
): Promise<Record<string, FieldProblem>> {
  const problems: Record<string, FieldProblem> = {}
  for (const field of Object.values(collectionOf(name).fields)) {
    const codes = output[field.column]
    if (field.kind !== 'codes' || !Array.isArray(codes) || codes.length === 0) continue
    const found = await queryRows<{ code: string }>(
      db,
      sql`select ${sql.identifier(field.of.column)} as code from ${sql.identifier(field.of.table)}
          where ${sql.identifier(field.of.column)} in (${sql.join(
            codes.map((code) => sql`${code}`),
            sql`, `,
          )})`,
    )
    const known = new Set(found.map((row) => row.code))
    if (codes.some((code) => !known.has(code))) problems[field.column] = 'unknownCode'
  }
  return problems
}

/** Creates (`id` null) or updates an item from the form's strings; each refused entry is named. */
export async function saveItem(
  db: Db,
  actor: Actor,
  name: CollectionName,
  id: number | null,
  input: Record<string, string>,
): Promise<CollectionSaveAnswer> {
  const parsed = v.safeParse(formSchema(COLLECTIONS[name].fields), input)
  if (!parsed.success) {
    const problems = problemsByEntry(parsed.issues, FIELD_PROBLEMS, 'required')
    return { ok: false, reason: 'invalid', problems }
  }
  const unknown = await unknownCodes(db, name, parsed.output)
  if (Object.keys(unknown).length > 0) return { ok: false, reason: 'invalid', problems: unknown }
  const values: [string, ColumnValue][] = Object.entries(parsed.output)
  const saved = await db.transaction(async (tx) => {
    const before = id === null ? undefined : await getItem(tx, name, id)
    if (id !== null && !before) return undefined
    let savedId = id
    if (id === null) {
      // New items go last in editorial order.
      const order = COLLECTIONS[name].ordered
        ? [[sql.identifier('sort_order'), sql`(select coalesce(max(sort_order), 0) + 1 from ${table(name)})`] as const]
        : []
      const columns = [...values.map(([column]) => sql.identifier(column)), ...order.map(([column]) => column)]
      const params = [...values.map(([, value]) => asParam(value)), ...order.map(([, value]) => value)]
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into ${table(name)} (${sql.join(columns, sql`, `)}) values (${sql.join(params, sql`, `)}) returning id`,
      )
      savedId = Number(row?.id)
    } else {
      const set = values.map(([column, value]) => sql`${sql.identifier(column)} = ${asParam(value)}`)
      await tx.execute(sql`update ${table(name)} set ${sql.join(set, sql`, `)} where id = ${id}`)
    }
    await recordAudit(tx, actor, {
      action: id === null ? 'create' : 'update',
      entity: COLLECTIONS[name].table,
      entityId: String(savedId),
      before: before?.values,
      after: Object.fromEntries(values),
    })
    return savedId
  })
  if (saved === undefined || saved === null) return { ok: false, reason: 'not-found' }
  await flushWrites(db)
  return { ok: true, id: saved }
}

export async function deleteItem(db: Db, actor: Actor, name: CollectionName, id: number): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const before = await getItem(tx, name, id)
    if (!before) return false
    await tx.execute(sql`delete from ${table(name)} where id = ${id}`)
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: COLLECTIONS[name].table,
      entityId: String(id),
      before: before.values,
    })
    return true
  })
  if (deleted) await flushWrites(db)
  return deleted
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
  if (!COLLECTIONS[name].ordered) return false
  const moved = await db.transaction(async (tx) => {
    const ids = (
      await queryRows<{ id: number }>(tx, sql`select id from ${table(name)} ${orderOf(name)} for update`)
    ).map((row) => Number(row.id))
    const at = ids.indexOf(id)
    const to = direction === 'up' ? at - 1 : at + 1
    if (at < 0 || to < 0 || to >= ids.length) return false
    ;[ids[at], ids[to]] = [ids[to] ?? id, id]
    for (const [index, rowId] of ids.entries())
      await tx.execute(sql`update ${table(name)} set sort_order = ${index + 1} where id = ${rowId}`)
    await recordAudit(tx, actor, {
      action: 'update',
      entity: COLLECTIONS[name].table,
      entityId: String(id),
      after: { moved: direction, position: to + 1 },
    })
    return true
  })
  if (moved) await flushWrites(db)
  return moved
}

/** Each localised field of every content type that has one language and lacks the other. */
export async function collectionsMissingTranslations(db: Db): Promise<MissingTranslation[]> {
  const missing: MissingTranslation[] = []
  for (const name of COLLECTION_NAMES) {
    const collection = collectionOf(name)
    const titleField = collection.fields[collection.title]
    const titleEntries = titleField ? entriesOfField(titleField) : []
    for (const row of await listItems(db, name)) {
      const title = titleEntries.map((entry) => row.values[entry]).find(Boolean) ?? String(row.id)
      for (const [field, spec] of Object.entries(collection.fields)) {
        if (spec.kind !== 'localised') continue
        const [cn = '', en = ''] = entriesOfField(spec).map((entry) => (row.values[entry] ?? '').trim())
        if (Boolean(cn) !== Boolean(en))
          missing.push({ area: name, id: row.id, title, field, missing: cn ? 'en' : 'cn' })
      }
    }
  }
  return missing
}
