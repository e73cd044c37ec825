import { getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'

/**
 * Rows written in one statement with the row they depend on (a registration, its consents and its
 * mail): each a CTE `insert … select … from <that row's CTE>`. At a burst every round trip to the
 * database costs (ADR 042), and a data-modifying CTE runs only when its source gives a row.
 * Drizzle's own insert-select must name every column of the table, the identity and the defaulted
 * ones too, so these name only the columns given.
 */

/** A column and the value written to it. */
export type ColumnValue = readonly [PgColumn, SQLWrapper]

/** A value sent as a parameter, in the column's driver form and cast to its type (a bare parameter in a select list has none). */
function columnValue(column: PgColumn, value: unknown): SQL {
  const driverValue = value === null || value === undefined ? null : column.mapToDriverValue(value)
  return sql`${driverValue}::${sql.raw(column.getSQLType())}`
}

/** The columns and values of (part of) one row of `table`, as drizzle's `values()` takes it. */
export function rowValues<T extends PgTable>(table: T, row: Partial<T['$inferInsert']>): ColumnValue[] {
  const columns: Record<string, PgColumn> = getTableColumns(table)
  return Object.entries(row).flatMap(([key, value]): ColumnValue[] => {
    const column = columns[key]
    return column && value !== undefined ? [[column, columnValue(column, value)]] : []
  })
}

/** `insert into <table> (<columns>) select <values> from <source> [where <condition>]`: a CTE's body. */
export function insertSelect(
  table: PgTable,
  values: readonly ColumnValue[],
  source: SQLWrapper,
  where?: SQLWrapper,
): SQL {
  const columns = sql.join(
    values.map(([column]) => sql.identifier(column.name)),
    sql`, `,
  )
  const selected = sql.join(
    values.map(([, value]) => value),
    sql`, `,
  )
  return sql`insert into ${table} (${columns}) select ${selected} from ${source}${where ? sql` where ${where}` : sql``}`
}
