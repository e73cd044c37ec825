import { and, count, ne, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { MissingTranslation } from '~/admin/translations/contract'
import type { Db } from '~/db/client.server'
import { queryRows } from '~/db/raw-query.server'
import { listItems } from './collection-query.server'
import { columnOf, inScope, tableOf } from './collection-table.server'
import { entriesOfField } from './fields'
import { COLLECTION_NAMES, collectionOf } from './registry'

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

/** A localised column pair of one table, with the rows of the types that show it. */
interface GapColumn {
  table: PgTable
  pair: [AnyPgColumn, AnyPgColumn]
  scopes: SQL[]
  whole: boolean
}

/** Written, as the list reads it: something besides white space. */
const written = (column: AnyPgColumn) => sql`(coalesce(${column}, '') ~ '[^[:space:]]')`

/**
 * How many gaps `collectionsMissingTranslations` names, counted by the database: the sidebar and the
 * dashboard show it on every signed-in page, where reading every row of every type cost about 30 ms.
 * Each localised column of a table is counted once, over the rows of the types that show it (a
 * shared table's scoped types add their kinds; an unscoped type, the whole table), as the list does.
 */
export async function collectionsMissingTranslationCount(db: Db): Promise<number> {
  const columns = new Map<string, GapColumn>()
  for (const name of COLLECTION_NAMES) {
    const collection = collectionOf(name)
    for (const spec of Object.values(collection.fields)) {
      if (spec.kind !== 'localised') continue
      const key = `${collection.table}.${spec.column}`
      const [cn = '', en = ''] = entriesOfField(spec)
      const entry = columns.get(key) ?? {
        table: tableOf(name),
        pair: [columnOf(name, cn), columnOf(name, en)],
        scopes: [],
        whole: false,
      }
      if (collection.scope) entry.scopes.push(inScope(name))
      else entry.whole = true
      columns.set(key, entry)
    }
  }
  const counts = [...columns.values()].map(
    ({ table, pair: [cn, en], scopes, whole }) =>
      sql`(${db
        .select({ n: count() })
        .from(table)
        .where(and(whole ? undefined : or(...scopes), ne(written(cn), written(en))))})`,
  )
  if (counts.length === 0) return 0
  // One round trip for every table: the sidebar asks on each page.
  const [row] = await queryRows<{ n: number }>(db, sql`select (${sql.join(counts, sql` + `)})::int as n`)
  return Number(row?.n ?? 0)
}
