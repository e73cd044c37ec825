import { eq, getTableColumns, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'

/** A content table whose rows an editor can switch off (ADR 019). */
type Hideable = PgTable & { hidden: AnyPgColumn }

/**
 * The public side of the `hidden` switch: a public read selects `shownColumns(table)` where
 * `isShown(table)`, so a switched-off row never reaches a page or `/api`, and the switch itself stays
 * out of their answers.
 */
export function isShown(table: Hideable): SQL {
  return eq(table.hidden, false)
}

export function shownColumns<T extends Hideable>(table: T): Omit<T['_']['columns'], 'hidden'> {
  const { hidden: _hidden, ...columns } = getTableColumns(table)
  return columns
}
