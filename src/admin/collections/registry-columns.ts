import type { ContentTable as TableName, ContentTables as Tables } from '~/content/content-types'

// The compiler's check that the registry (ADR 019) names real columns: each field's column, the
// pair of a localised field, a media field's copies and a scope, against the Drizzle table of the
// type's `table`. A misspelt column fails `tsc` here (registry-columns.test.ts proves it), not
// a query at run time. Types only: nothing of the schema reaches the browser.

/** `room_type` -> `roomType`: the schema's property for a SQL column name. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S

/** The schema properties a field writes. */
type PropertiesOf<F> = F extends { kind: 'localised'; column: infer C extends string }
  ? `${Camel<C>}Cn` | `${Camel<C>}En`
  : F extends { kind: 'media'; column: infer C extends string; copies: infer P }
    ? Camel<C> | Camel<Extract<P[keyof P], string>>
    : F extends { column: infer C extends string }
      ? Camel<C>
      : never

/** The properties a type's description names that its table does not have (never when all exist). */
type MissingColumns<C> = C extends { table: infer T extends TableName; fields: infer F }
  ?
      | Exclude<PropertiesOf<F[keyof F]>, keyof Tables[T]['_']['columns']>
      | (C extends { scope: { column: infer S extends string } }
          ? Exclude<Camel<S>, keyof Tables[T]['_']['columns']>
          : never)
  : 'unknown table'

/**
 * The types of a registry that name a column their table lacks, each with the missing properties:
 * `{}` when every column exists, so `const problems: ColumnProblems<typeof REGISTRY> = {}` compiles
 * only then, and otherwise the error names the type and its culprits.
 */
export type ColumnProblems<R> = {
  [K in keyof R as [MissingColumns<R[K]>] extends [never] ? never : K]: MissingColumns<R[K]>
}

/** The keys of a type's fields a list can filter by: a choice among values, or a yes/no. */
type FilterableKeys<F> = { [K in keyof F]: F[K] extends { kind: 'enum' | 'boolean' } ? K : never }[keyof F]

/** The filters a type declares that are no choice or yes/no field of its own (never when all are). */
type BadFilters<C> = C extends { fields: infer F; filters: readonly (infer K)[] }
  ? Exclude<K, FilterableKeys<F>>
  : never

/**
 * The types of a registry whose `filters` name something other than one of their choice or yes/no
 * fields: `{}` when every filter is one, as `ColumnProblems` does for columns.
 */
export type FilterProblems<R> = {
  [K in keyof R as [BadFilters<R[K]>] extends [never] ? never : K]: BadFilters<R[K]>
}
