import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import * as schema from '~/db/schema'
import type { ContentTable, ContentType } from './content-types'

/**
 * The Drizzle table of each content table name (`hotel` -> `schema.hotel`): the one list of the
 * tables content types live in (`ContentTables` in content-types.ts is its type). The descriptions in
 * `content-types.ts` and the back office's registry stay free of the schema (the screens read them
 * in the browser); the server turns their names into these tables and their column objects here,
 * so every query of the generic reads and writes is built from Drizzle columns.
 */
export const CONTENT_TABLES = {
  hero_slide: schema.heroSlide,
  hotel: schema.hotel,
  transport_route: schema.transportRoute,
  award: schema.award,
  testimonial: schema.testimonial,
  partner: schema.partner,
  download: schema.download,
  photo: schema.photo,
  video: schema.video,
  statistic: schema.statistic,
  industry: schema.industry,
  exhibitor: schema.exhibitor,
  booth_type: schema.boothType,
}

/** A content table as the generic code sees it: any of them, its columns by property. */
export const contentTable = (name: ContentTable): PgTable => CONTENT_TABLES[name]

const byProperty = new Map<PgTable, Readonly<Record<string, AnyPgColumn>>>()
const bySqlName = new Map<PgTable, ReadonlyMap<string, AnyPgColumn>>()

function propertiesOf(table: PgTable): Readonly<Record<string, AnyPgColumn>> {
  let columns = byProperty.get(table)
  if (!columns) {
    columns = getTableColumns(table)
    byProperty.set(table, columns)
  }
  return columns
}

/**
 * A column of a content table by its property (`roomTypeCn`), as the public descriptions name it.
 * The compiler has checked the name against the table (`CONTENT_ORDER_PROBLEMS`); a miss here is a
 * programming error, never a request's doing.
 */
export function columnByProperty(table: PgTable, property: string): AnyPgColumn {
  const column = propertiesOf(table)[property]
  if (!column) throw new Error(`no column ${property} in a content table`)
  return column
}

/**
 * A column of a content table by its SQL name (`room_type_cn`), as the back office's registry and
 * its forms name it (checked by the compiler in registry-columns.ts).
 */
export function columnBySqlName(table: PgTable, name: string): AnyPgColumn {
  let columns = bySqlName.get(table)
  if (!columns) {
    columns = new Map(Object.values(propertiesOf(table)).map((column) => [column.name, column]))
    bySqlName.set(table, columns)
  }
  const column = columns.get(name)
  if (!column) throw new Error(`no column ${name} in a content table`)
  return column
}

/** The property (`roomTypeCn`) of a content table's column, for Drizzle's inserts and updates. */
export function propertyOf(table: PgTable, column: AnyPgColumn): string {
  const found = Object.entries(propertiesOf(table)).find(([, candidate]) => candidate === column)
  if (!found) throw new Error(`no column ${column.name} in a content table`)
  return found[0]
}

/** The rows a type sees: all of its table, or those of its kind (`scope`). */
export function inScope(type: ContentType): SQL {
  const { scope } = type
  return scope ? eq(columnBySqlName(contentTable(type.table), scope.column), scope.value) : sql`true`
}
