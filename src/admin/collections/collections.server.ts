import { type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  type BulkAction,
  COLLECTION_PAGE_SIZE,
  type CollectionListAnswer,
  type CollectionListRequest,
  type CollectionRow,
  type CollectionSaveAnswer,
  FIELD_PROBLEMS,
  type FieldProblem,
  type ParentChoice,
} from '~/admin/collections/contract'
import type { MissingTranslation } from '~/admin/translations/contract'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { sqlState, UNIQUE_VIOLATION } from '~/db/pg-errors'
import { queryRows } from '~/db/raw-query.server'
import { likeContains, splitKeywords } from '~/db/search-terms'
import { type Actor, recordAudit } from '../audit/audit.server'
import { libraryCopies, libraryFile } from '../media/media-admin.server'
import { problemsByEntry } from '../ui/form-problems'
import { type ColumnValue, entriesOfField, type FieldSpec, formSchema, KEEP_MEDIA } from './fields'
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  type Collection,
  type CollectionName,
  collectionOf,
  defaultSort,
  filterKeys,
  filterValues,
  sortKeys,
} from './registry'

/**
 * The one server core behind every content type of the registry (ADR 019): list, read, save,
 * delete and reorder, each write with its audit entry and made durable before it answers. Table and
 * column names come from the registry only, never from a request; values always travel as parameters.
 * Every table here is content, so each write refreshes the pages of every process within 2 s.
 */

type Row = Record<string, unknown>

const table = (name: CollectionName) => sql.identifier(COLLECTIONS[name].table)
const orderOf = (name: CollectionName): SQL =>
  collectionOf(name).ordered ? sql`order by sort_order, id` : sql`order by id desc`
/** The rows a type sees: all of its table, or those of its kind (`scope`). */
const inScope = (name: CollectionName): SQL => {
  const scope = collectionOf(name).scope
  return scope ? sql`${sql.identifier(scope.column)} = ${scope.value}` : sql`true`
}

/**
 * The columns a type's screens read, from its description: each field's entries, what a media field
 * copies (its current file's path), the id and the edit time. Never `select *`: a column the
 * registry does not describe stays in the database.
 */
const columnsOf = (name: CollectionName): SQL => {
  const names = new Set(['id', 'updated_at'])
  for (const field of Object.values(collectionOf(name).fields)) {
    for (const entry of entriesOfField(field)) names.add(entry)
    if (field.kind === 'media' && field.copies.url) names.add(field.copies.url)
  }
  return sql.join(
    [...names].map((column) => sql.identifier(column)),
    sql`, `,
  )
}

/** A column's value as the form edits it: empty for none, a list of codes separated by commas. */
const asText = (value: unknown) =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value)

function toForm(name: CollectionName, row: Row): CollectionRow {
  const values: Record<string, string> = {}
  const files: Record<string, string> = {}
  for (const field of Object.values(collectionOf(name).fields)) {
    for (const column of entriesOfField(field)) values[column] = asText(row[column])
    if (field.kind !== 'media' || !field.copies.url) continue
    files[field.column] = asText(row[field.copies.url])
    // A file from before the library: its path stays until another file is chosen.
    if (!values[field.column] && files[field.column]) values[field.column] = KEEP_MEDIA
  }
  const updatedAt = row.updated_at instanceof Date ? row.updated_at : new Date(String(row.updated_at))
  return { id: Number(row.id), values, files, updatedAt: updatedAt.toISOString() }
}

type MediaField = Extract<FieldSpec, { kind: 'media' }>

/**
 * The columns a media field writes: the file's id and what is copied from it; nothing for `keep`
 * (the older path stays), nulls for none. Undefined when the file is gone or of the wrong kind.
 */
async function mediaColumns(
  db: Db,
  field: MediaField,
  value: ColumnValue,
): Promise<[string, ColumnValue][] | undefined> {
  if (value === KEEP_MEDIA) return []
  const copies = Object.entries(field.copies)
  if (value === null)
    return [[field.column, null], ...copies.map(([, column]): [string, ColumnValue] => [column, null])]
  const asset = typeof value === 'number' ? await libraryFile(db, value) : undefined
  if (!asset || asset.kind !== field.accept) return undefined
  const copied = libraryCopies(asset)
  return [
    [field.column, asset.id],
    ...copies.map(([copy, column]): [string, ColumnValue] => [column, copied[copy as keyof typeof copied]]),
  ]
}

export async function listItems(db: Db, name: CollectionName): Promise<CollectionRow[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select ${columnsOf(name)} from ${table(name)} where ${inScope(name)} ${orderOf(name)}`,
  )
  return rows.map((row) => toForm(name, row))
}

/** The kinds of field a list's search looks in: the row's texts, in both languages. */
const SEARCHED_KINDS = new Set<FieldSpec['kind']>(['localised', 'text', 'link', 'url', 'country'])

/** Every word of `q` somewhere in the row's texts (case-insensitive); no words, every row. */
function matching(collection: Collection, q: string | undefined): SQL {
  const columns = Object.values(collection.fields)
    .filter((field) => SEARCHED_KINDS.has(field.kind))
    .flatMap(entriesOfField)
    .map((column) => sql.identifier(column))
  const words = splitKeywords(q ?? '')
  if (words.length === 0 || columns.length === 0) return sql`true`
  const text = sql`concat_ws(' ', ${sql.join(columns, sql`, `)})`
  return sql.join(
    words.map((word) => sql`${text} ilike ${likeContains(word)}`),
    sql` and `,
  )
}

/**
 * The rows that pass the list's filters (`?mode=metro`, `?hidden=true`), each checked against the
 * type's description: a filter the type does not have, or a value its field does not take, is ignored.
 */
function filtered(collection: Collection, request: CollectionListRequest): SQL {
  const conditions = filterKeys(collection).flatMap((key) => {
    const value = request[key]
    const field = collection.fields[key]
    if (!field || value === undefined || !filterValues(collection, key).includes(value)) return []
    return [sql`${sql.identifier(field.column)} = ${field.kind === 'boolean' ? value === 'true' : value}`]
  })
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `)
}

/** The ORDER BY of a sort key the type allows (checked by the caller), the id breaking ties. */
function ordering(collection: Collection, sort: string, dir: 'asc' | 'desc'): SQL {
  const direction = sql.raw(dir)
  const field = collection.fields[sort === 'title' ? collection.title : sort]
  const column =
    sort === 'order'
      ? sql.identifier('sort_order')
      : sort === 'updated'
        ? sql.identifier('updated_at')
        : field
          ? sql.identifier(entriesOfField(field)[0] ?? field.column)
          : sql.identifier('id')
  const text = field && field.kind !== 'boolean' && field.kind !== 'int' && field.kind !== 'decimal'
  return sql`${text ? sql`lower(${column}::text)` : column} ${direction} nulls last, id ${direction}`
}

/** One page of a type's list, searched and sorted by keys its description allows. */
export async function listPage(
  db: Db,
  name: CollectionName,
  request: CollectionListRequest,
): Promise<CollectionListAnswer> {
  const collection = collectionOf(name)
  const fallback = defaultSort(collection)
  const asked = request.sort !== undefined && sortKeys(collection).includes(request.sort)
  const sort = asked && request.sort ? request.sort : fallback.sort
  const dir = asked ? (request.dir ?? 'asc') : fallback.dir
  const where = sql`${inScope(name)} and ${matching(collection, request.q)} and ${filtered(collection, request)}`
  const [[counted], rows, choices] = await Promise.all([
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${table(name)} where ${where}`),
    queryRows<Row>(
      db,
      sql`select ${columnsOf(name)} from ${table(name)} where ${where} order by ${ordering(collection, sort, dir)}
          limit ${COLLECTION_PAGE_SIZE} offset ${((request.page ?? 1) - 1) * COLLECTION_PAGE_SIZE}`,
    ),
    parentChoices(db, name),
  ])
  const parents = Object.values(choices).flatMap((list) =>
    list.map((choice) => [String(choice.id), choice.titles[0] ?? String(choice.id)] as const),
  )
  return {
    rows: rows.map((row) => toForm(name, row)),
    total: Number(counted?.n ?? 0),
    page: request.page ?? 1,
    pageSize: COLLECTION_PAGE_SIZE,
    sort,
    dir,
    parents: Object.fromEntries(parents),
  }
}

export async function getItem(db: Db, name: CollectionName, id: number): Promise<CollectionRow | undefined> {
  const [row] = await queryRows<Row>(
    db,
    sql`select ${columnsOf(name)} from ${table(name)} where id = ${id} and ${inScope(name)}`,
  )
  return row ? toForm(name, row) : undefined
}

/**
 * For each `parent` field of a type, the rows it may point to: the top-level rows, in the list's
 * order. The row being edited is among them; the screen leaves it out and the server refuses it.
 */
export async function parentChoices(db: Db, name: CollectionName): Promise<Record<string, ParentChoice[]>> {
  const collection = collectionOf(name)
  const titleField = collection.fields[collection.title]
  const titles = titleField ? entriesOfField(titleField) : []
  const choices: Record<string, ParentChoice[]> = {}
  for (const field of Object.values(collection.fields)) {
    if (field.kind !== 'parent') continue
    const rows = await queryRows<Row>(
      db,
      sql`select ${columnsOf(name)} from ${table(name)} where ${inScope(name)} and ${sql.identifier(field.column)} is null ${orderOf(name)}`,
    )
    choices[field.column] = rows.map((row) => ({
      id: Number(row.id),
      titles: titles.map((entry) => asText(row[entry])).filter(Boolean),
    }))
  }
  return choices
}

/**
 * The `parent` entries that would break the two-level tree: the row itself, a row that is not
 * top-level (or not of this type), or any parent for a row that has children. Both rows are locked
 * first, in id order, so two saves that each look fine alone (one moving a row under another, the
 * other moving that one under a third) cannot both pass.
 */
async function parentProblems(
  tx: Db,
  name: CollectionName,
  id: number | null,
  values: [string, ColumnValue][],
): Promise<Record<string, FieldProblem>> {
  const problems: Record<string, FieldProblem> = {}
  for (const field of Object.values(collectionOf(name).fields)) {
    if (field.kind !== 'parent') continue
    const parent = values.find(([column]) => column === field.column)?.[1]
    if (typeof parent !== 'number') continue
    if (parent === id) {
      problems[field.column] = 'parent'
      continue
    }
    const column = sql.identifier(field.column)
    const locked = await queryRows<{ id: number; parent: number | null }>(
      tx,
      sql`select id, ${column} as parent from ${table(name)}
          where id in (${parent}, ${id ?? parent}) and ${inScope(name)} order by id for update`,
    )
    const target = locked.find((row) => Number(row.id) === parent)
    const [child] =
      id === null
        ? []
        : await queryRows<{ id: number }>(tx, sql`select id from ${table(name)} where ${column} = ${id} limit 1`)
    if (!target || target.parent !== null || child) problems[field.column] = 'parent'
  }
  return problems
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
  const values: [string, ColumnValue][] = []
  const problems: Record<string, 'media' | 'required'> = {}
  for (const field of Object.values(COLLECTIONS[name].fields)) {
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
  if (Object.keys(problems).length > 0) return { ok: false, reason: 'invalid', problems }
  const unknown = await unknownCodes(db, name, parsed.output)
  if (Object.keys(unknown).length > 0) return { ok: false, reason: 'invalid', problems: unknown }
  const write = db.transaction(async (tx) => {
    const before = id === null ? undefined : await getItem(tx, name, id)
    if (id !== null && !before) return undefined
    if ((await takenColumns(tx, name, id, values)).length > 0) return 'taken' as const
    const misplaced = await parentProblems(tx, name, id, values)
    if (Object.keys(misplaced).length > 0) return { problems: misplaced }
    let savedId = id
    if (id === null) {
      const scope = collectionOf(name).scope
      // New items go last in editorial order, and into their type's kind.
      const extra = [
        ...(COLLECTIONS[name].ordered
          ? [
              [
                sql.identifier('sort_order'),
                sql`(select coalesce(max(sort_order), 0) + 1 from ${table(name)})`,
              ] as const,
            ]
          : []),
        ...(scope ? [[sql.identifier(scope.column), sql`${scope.value}`] as const] : []),
      ]
      const columns = [...values.map(([column]) => sql.identifier(column)), ...extra.map(([column]) => column)]
      const params = [...values.map(([, value]) => asParam(value)), ...extra.map(([, value]) => value)]
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into ${table(name)} (${sql.join(columns, sql`, `)}) values (${sql.join(params, sql`, `)}) returning id`,
      )
      savedId = Number(row?.id)
    } else {
      const set = [
        ...values.map(([column, value]) => sql`${sql.identifier(column)} = ${asParam(value)}`),
        sql`updated_at = now()`,
      ]
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

/** The `unique` columns whose new value another row of the table already has. */
async function takenColumns(
  db: Db,
  name: CollectionName,
  id: number | null,
  values: [string, ColumnValue][],
): Promise<string[]> {
  const taken: string[] = []
  for (const field of Object.values(collectionOf(name).fields)) {
    if (field.kind !== 'text' || !field.unique) continue
    const value = values.find(([column]) => column === field.column)?.[1]
    if (value === undefined || value === null || value === '') continue
    const [clash] = await queryRows<{ id: number }>(
      db,
      sql`select id from ${table(name)} where ${sql.identifier(field.column)} = ${value} and id <> ${id ?? 0} limit 1`,
    )
    if (clash) taken.push(field.column)
  }
  return taken
}

/** Deletes one row of a type inside the caller's transaction, with its audit entry; false when absent. */
async function deleteRow(tx: Db, actor: Actor, name: CollectionName, id: number): Promise<boolean> {
  const before = await getItem(tx, name, id)
  if (!before) return false
  await tx.execute(sql`delete from ${table(name)} where id = ${id} and ${inScope(name)}`)
  await recordAudit(tx, actor, {
    action: 'delete',
    entity: COLLECTIONS[name].table,
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
  const collection = collectionOf(name)
  if (action !== 'delete' && !collection.fields.hidden) return 0
  const changed = await db.transaction(async (tx) => {
    let count = 0
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      if (action === 'delete') {
        if (await deleteRow(tx, actor, name, id)) count += 1
        continue
      }
      const hidden = action === 'hide'
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`update ${table(name)} set hidden = ${hidden}, updated_at = now()
            where id = ${id} and ${inScope(name)} and hidden <> ${hidden} returning id`,
      )
      if (rows.length === 0) continue
      count += 1
      await recordAudit(tx, actor, {
        action: 'update',
        entity: collection.table,
        entityId: String(id),
        after: { hidden: String(hidden) },
      })
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
  if (!COLLECTIONS[name].ordered) return false
  const moved = await db.transaction(async (tx) => {
    const ids = (
      await queryRows<{ id: number }>(
        tx,
        sql`select id from ${table(name)} where ${inScope(name)} ${orderOf(name)} for update`,
      )
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
  // A row of a shared table (a sister fair is also a partner) is named once, by the first type.
  const named = new Set<string>()
  for (const name of COLLECTION_NAMES) {
    const collection = collectionOf(name)
    const titleField = collection.fields[collection.title]
    const titleEntries = titleField ? entriesOfField(titleField) : []
    for (const row of await listItems(db, name)) {
      const title = titleEntries.map((entry) => row.values[entry]).find(Boolean) ?? String(row.id)
      for (const [field, spec] of Object.entries(collection.fields)) {
        if (spec.kind !== 'localised') continue
        const [cn = '', en = ''] = entriesOfField(spec).map((entry) => (row.values[entry] ?? '').trim())
        const key = `${collection.table}.${row.id}.${spec.column}`
        if (Boolean(cn) !== Boolean(en) && !named.has(key)) {
          named.add(key)
          missing.push({ area: name, id: row.id, title, field, missing: cn ? 'en' : 'cn' })
        }
      }
    }
  }
  return missing
}

/**
 * How many gaps `collectionsMissingTranslations` names, counted by the database: the sidebar and the
 * dashboard show it on every signed-in page, where reading every row of every type cost about 30 ms.
 * Each localised column of a table is counted once, over the rows of the types that show it (a
 * shared table's scoped types add their kinds; an unscoped type, the whole table), as the list does.
 */
export async function collectionsMissingTranslationCount(db: Db): Promise<number> {
  const columns = new Map<string, { table: string; entries: string[]; scopes: SQL[]; whole: boolean }>()
  for (const name of COLLECTION_NAMES) {
    const collection = collectionOf(name)
    for (const spec of Object.values(collection.fields)) {
      if (spec.kind !== 'localised') continue
      const key = `${collection.table}.${spec.column}`
      const entry = columns.get(key) ?? {
        table: collection.table,
        entries: entriesOfField(spec),
        scopes: [],
        whole: false,
      }
      if (collection.scope) entry.scopes.push(inScope(name))
      else entry.whole = true
      columns.set(key, entry)
    }
  }
  // Written, as the list reads it: something besides white space.
  const written = (entry: string) => sql`(coalesce(${sql.identifier(entry)}, '') ~ '[^[:space:]]')`
  const counts = [...columns.values()].map(({ table: name, entries: [cn = '', en = ''], scopes, whole }) => {
    const rows = whole ? sql`true` : sql.join(scopes, sql` or `)
    return sql`(select count(*) from ${sql.identifier(name)} where (${rows}) and ${written(cn)} <> ${written(en)})`
  })
  if (counts.length === 0) return 0
  const [row] = await queryRows<{ n: number }>(db, sql`select (${sql.join(counts, sql` + `)})::int as n`)
  return Number(row?.n ?? 0)
}
