import type { SQL } from 'drizzle-orm'
import type { Db } from './connect.server'

/**
 * Rows of a raw SQL query. `db.execute` is typed per driver (PGlite `Results`, node-postgres
 * `QueryResult`); both carry `rows`, which the common `Db` type cannot express.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[]
  }
  throw new Error('db.execute returned no rows array')
}
