import { and, count, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm'
import {
  COLLECTION_PAGE_SIZE,
  type CollectionListAnswer,
  type CollectionListRequest,
  type CollectionRow,
  type ParentChoice,
} from '~/admin/collections/contract'
import type { Db } from '~/db/client.server'
import { likeContains, splitKeywords } from '~/db/search-terms'
import {
  asText,
  columnOf,
  editorialOrder,
  formColumns,
  inScope,
  type Row,
  tableOf,
  toForm,
} from './collection-table.server'
import { entriesOfField, type FieldSpec } from './fields'
import {
  type Collection,
  type CollectionName,
  collectionOf,
  defaultSort,
  filterKeys,
  filterValues,
  sortKeys,
} from './registry'

/** The back office's reads of a content type (ADR 019): its list, one page of it, one row, parents. */

/** A type's rows (those of its kind), as its form edits them, in editorial order. */
export async function listItems(db: Db, name: CollectionName): Promise<CollectionRow[]> {
  const rows: Row[] = await db
    .select(formColumns(name))
    .from(tableOf(name))
    .where(inScope(name))
    .orderBy(...editorialOrder(name))
  return rows.map((row) => toForm(name, row))
}

export async function getItem(db: Db, name: CollectionName, id: number): Promise<CollectionRow | undefined> {
  const [row] = await db
    .select(formColumns(name))
    .from(tableOf(name))
    .where(and(eq(columnOf(name, 'id'), id), inScope(name)))
  return row ? toForm(name, row) : undefined
}

/** The kinds of field a list's search looks in: the row's texts, in both languages. */
const SEARCHED_KINDS = new Set<FieldSpec['kind']>(['localised', 'text', 'link', 'url', 'country'])

/** Every word of `q` somewhere in the row's texts (case-insensitive); no words, every row. */
function matching(name: CollectionName, q: string | undefined): SQL | undefined {
  const columns = Object.values(collectionOf(name).fields)
    .filter((field) => SEARCHED_KINDS.has(field.kind))
    .flatMap(entriesOfField)
    .map((column) => columnOf(name, column))
  if (columns.length === 0) return undefined
  const text = sql`concat_ws(' ', ${sql.join(columns, sql`, `)})`
  return and(...splitKeywords(q ?? '').map((word) => ilike(text, likeContains(word))))
}

/**
 * The rows that pass the list's filters (`?mode=metro`, `?hidden=true`), each checked against the
 * type's description: a filter the type does not have, or a value its field does not take, is ignored.
 */
function filtered(name: CollectionName, request: CollectionListRequest): SQL | undefined {
  const collection = collectionOf(name)
  return and(
    ...filterKeys(collection).flatMap((key) => {
      const value = request[key]
      const field = collection.fields[key]
      if (!field || value === undefined || !filterValues(collection, key).includes(value)) return []
      return [eq(columnOf(name, field.column), field.kind === 'boolean' ? value === 'true' : value)]
    }),
  )
}

/** The ORDER BY of a sort key the type allows (checked by the caller), the id breaking ties. */
function ordering(name: CollectionName, collection: Collection, sort: string, dir: 'asc' | 'desc'): SQL {
  const direction = sql.raw(dir)
  const field = collection.fields[sort === 'title' ? collection.title : sort]
  const column = columnOf(
    name,
    sort === 'order'
      ? 'sort_order'
      : sort === 'updated'
        ? 'updated_at'
        : field
          ? (entriesOfField(field)[0] ?? field.column)
          : 'id',
  )
  const text = field && field.kind !== 'boolean' && field.kind !== 'int' && field.kind !== 'decimal'
  return sql`${text ? sql`lower(${column}::text)` : column} ${direction} nulls last, ${columnOf(name, 'id')} ${direction}`
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
  const where = and(inScope(name), matching(name, request.q), filtered(name, request))
  const [[counted], rows, choices] = await Promise.all([
    db.select({ n: count() }).from(tableOf(name)).where(where),
    db
      .select(formColumns(name))
      .from(tableOf(name))
      .where(where)
      .orderBy(ordering(name, collection, sort, dir))
      .limit(COLLECTION_PAGE_SIZE)
      .offset(((request.page ?? 1) - 1) * COLLECTION_PAGE_SIZE),
    parentChoices(db, name),
  ])
  const parents = Object.values(choices).flatMap((list) =>
    list.map((choice) => [String(choice.id), choice.titles[0] ?? String(choice.id)] as const),
  )
  return {
    rows: rows.map((row: Row) => toForm(name, row)),
    total: counted?.n ?? 0,
    page: request.page ?? 1,
    pageSize: COLLECTION_PAGE_SIZE,
    sort,
    dir,
    parents: Object.fromEntries(parents),
  }
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
    const rows: Row[] = await db
      .select(formColumns(name))
      .from(tableOf(name))
      .where(and(inScope(name), isNull(columnOf(name, field.column))))
      .orderBy(...editorialOrder(name))
    choices[field.column] = rows.map((row) => ({
      id: Number(row.id),
      titles: titles.map((entry) => asText(row[entry])).filter(Boolean),
    }))
  }
  return choices
}
