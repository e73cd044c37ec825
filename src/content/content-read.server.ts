import { and, asc, desc, eq, getTableColumns, like, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/client.server'
import { type Shown, shownColumns } from '~/db/repositories/shown.server'
import { likePrefix } from '~/db/search-terms'
import { columnByProperty, contentTable, inScope } from './content-tables.server'
import {
  CONTENT_TYPES,
  type ContentTables,
  type ContentType,
  type ContentTypeName,
  type OrderTerm,
} from './content-types'

type TableOf<T extends ContentTypeName> = ContentTables[(typeof CONTENT_TYPES)[T]['table']]

/** A row of a type as the public sees it: its table's columns but the back office's own. */
export type ContentRow<T extends ContentTypeName> = Shown<TableOf<T>['$inferSelect']>

function orderTerm(table: PgTable, term: OrderTerm): SQL {
  if (typeof term === 'string') return asc(columnByProperty(table, term))
  const column = columnByProperty(table, term.column)
  if (term.rank) {
    const ranks = sql.join(
      term.rank.map((value) => sql`${value}`),
      sql`, `,
    )
    return sql`array_position(array[${ranks}]::text[], ${column}::text)`
  }
  return term.dir === 'desc' ? desc(column) : asc(column)
}

/** Without an order of its own: editorial order for an ordered type, else the id. */
const defaultOrder = (type: ContentType): readonly OrderTerm[] => (type.ordered ? ['sortOrder', 'id'] : ['id'])

/** What the query's given keys keep (an absent or empty value filters nothing). */
function filtersOf(type: ContentType, table: PgTable, query: Readonly<Record<string, unknown>>): SQL[] {
  return Object.entries(type.list?.filters ?? {}).flatMap(([key, filter]) => {
    const value = query[key]
    if (value === undefined || value === '') return []
    if (typeof filter === 'string') return [eq(columnByProperty(table, filter), value)]
    return [like(columnByProperty(table, filter.column), likePrefix(`${String(value)}.`))]
  })
}

/**
 * The one public read of a content type, from its description alone (ADR 019): the shown rows of
 * its table (or of its kind), filtered by its list's query, in its public order, without the back
 * office's columns. Types whose read is more than that keep a reader of their own (the industry
 * tree, the paged exhibitor directory).
 */
export async function readContent<T extends ContentTypeName>(
  db: Db,
  name: T,
  /** Its list's parsed query (`loadContentList` types it by the list's contract). */
  query: Readonly<Record<string, unknown>> = {},
): Promise<ContentRow<T>[]> {
  const type: ContentType = CONTENT_TYPES[name]
  const table = contentTable(type.table)
  const hidden: AnyPgColumn | undefined = getTableColumns(table).hidden
  const rows = await db
    .select(shownColumns(table))
    .from(table)
    .where(and(hidden ? eq(hidden, false) : undefined, inScope(type), ...filtersOf(type, table, query)))
    .orderBy(...(type.order ?? defaultOrder(type)).map((term) => orderTerm(table, term)))
  // The select is exactly `shownColumns` of this type's table, which Drizzle cannot follow through
  // a table chosen by name: its rows are that table's shown rows.
  return rows as ContentRow<T>[]
}
