import { asc, desc, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { CollectionRow } from '~/admin/collections/contract'
import { columnBySqlName, contentTable, propertyOf, inScope as typeScope } from '~/content/content-tables.server'
import { type ColumnValue, entriesOfField, KEEP_MEDIA } from './fields'
import { type CollectionName, collectionOf } from './registry'

/**
 * A content type's Drizzle table and columns, from its registry entry (ADR 019): the registry names
 * columns as its forms do (`room_type_cn`), checked against the table by the compiler; here they
 * become the table's column objects every generic query is built from.
 */

/** A row as the generic screens read it: its values by the registry's column names. */
export type Row = Readonly<Record<string, unknown>>

export const tableOf = (name: CollectionName): PgTable => contentTable(collectionOf(name).table)

/** One column of a type's table, by the registry's name for it. */
export const columnOf = (name: CollectionName, column: string): AnyPgColumn => columnBySqlName(tableOf(name), column)

/** The rows a type sees: all of its table, or those of its kind (`scope`). */
export const inScope = (name: CollectionName): SQL => typeScope(collectionOf(name))

/** Editorial order for an ordered type (`sort_order`, then id), else the newest first. */
export const editorialOrder = (name: CollectionName): SQL[] =>
  collectionOf(name).ordered
    ? [asc(columnOf(name, 'sort_order')), asc(columnOf(name, 'id'))]
    : [desc(columnOf(name, 'id'))]

/**
 * The columns a type's screens read, keyed by the registry's names: each field's entries, what a
 * media field copies (its current file's path), the id and the edit time. Never the whole row: a
 * column the registry does not describe stays in the database.
 */
export function formColumns(name: CollectionName): Record<string, AnyPgColumn> {
  const names = new Set(['id', 'updated_at'])
  for (const field of Object.values(collectionOf(name).fields)) {
    for (const entry of entriesOfField(field)) names.add(entry)
    if (field.kind === 'media' && field.copies.url) names.add(field.copies.url)
  }
  return Object.fromEntries([...names].map((column) => [column, columnOf(name, column)]))
}

/** The Drizzle property (`roomTypeCn`) of a column the registry names (`room_type_cn`). */
export const propertyNamed = (name: CollectionName, column: string): string =>
  propertyOf(tableOf(name), columnOf(name, column))

/** Column values by the registry's names, as Drizzle's insert and update take them (by property). */
export function byProperty(
  name: CollectionName,
  values: readonly [string, ColumnValue][],
): Record<string, ColumnValue> {
  return Object.fromEntries(values.map(([column, value]) => [propertyNamed(name, column), value]))
}

/** A column's value as the form edits it: empty for none, a list of codes separated by commas. */
export const asText = (value: unknown) =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value)

export function toForm(name: CollectionName, row: Row): CollectionRow {
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
