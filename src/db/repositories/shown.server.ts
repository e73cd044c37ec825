import { eq, getTableColumns, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'

/** A content table whose rows an editor can switch off (ADR 019). */
type Hideable = PgTable & { hidden: AnyPgColumn }

/** The back office's own columns: the on/off switch, its edit time and the library files' ids (`logoMediaId`). */
type BackOfficeColumn = 'hidden' | 'updatedAt' | `${string}MediaId`
const isBackOfficeColumn = (key: string) => key === 'hidden' || key === 'updatedAt' || key.endsWith('MediaId')
export type Shown<Row> = Omit<Row, BackOfficeColumn>

/**
 * The public side of the `hidden` switch: a public read selects `shownColumns(table)` where
 * `isShown(table)`, so a switched-off row never reaches a page or `/api`, and the back office's own
 * columns stay out of their answers.
 */
export function isShown(table: Hideable): SQL {
  return eq(table.hidden, false)
}

export function shownColumns<T extends PgTable>(table: T): Shown<T['_']['columns']> {
  const columns: Record<string, AnyPgColumn> = { ...getTableColumns(table) }
  for (const key of Object.keys(columns)) if (isBackOfficeColumn(key)) delete columns[key]
  return columns as Shown<T['_']['columns']>
}
