import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { FieldProblem } from '~/admin/collections/contract'
import { columnBySqlName, contentTable } from '~/content/content-tables.server'
import type { Db } from '~/db/client.server'
import { libraryCopies, libraryFile } from '../media/media-admin.server'
import { columnOf, inScope, tableOf } from './collection-table.server'
import { type ColumnValue, type FieldSpec, KEEP_MEDIA } from './fields'
import { type CollectionName, collectionOf } from './registry'

/** The checks a save of a content type passes besides its form's schema (ADR 019). */

type MediaField = Extract<FieldSpec, { kind: 'media' }>

/**
 * The columns a media field writes: the file's id and what is copied from it; nothing for `keep`
 * (the older path stays), nulls for none. Undefined when the file is gone or of the wrong kind.
 */
export async function mediaColumns(
  db: Db,
  field: MediaField,
  value: ColumnValue,
): Promise<[string, ColumnValue][] | undefined> {
  if (value === KEEP_MEDIA) return []
  const copies = Object.entries(field.copies)
  if (value === null)
    return [[field.column, null], ...copies.map(([, column]): [string, ColumnValue] => [column, null])]
  const asset = typeof value === 'number' ? await libraryFile(db, value) : undefined
  if (!asset || asset.kind !== field.accept) return undefined
  const copied = libraryCopies(asset)
  return [
    [field.column, asset.id],
    ...copies.map(([copy, column]): [string, ColumnValue] => [column, copied[copy as keyof typeof copied]]),
  ]
}

/**
 * The `parent` entries that would break the two-level tree: the row itself, a row that is not
 * top-level (or not of this type), or any parent for a row that has children. Both rows are locked
 * first, in id order, so two saves that each look fine alone (one moving a row under another, the
 * other moving that one under a third) cannot both pass.
 */
export async function parentProblems(
  tx: Db,
  name: CollectionName,
  id: number | null,
  values: readonly [string, ColumnValue][],
): Promise<Record<string, FieldProblem>> {
  const problems: Record<string, FieldProblem> = {}
  const idColumn = columnOf(name, 'id')
  for (const field of Object.values(collectionOf(name).fields)) {
    if (field.kind !== 'parent') continue
    const parent = values.find(([column]) => column === field.column)?.[1]
    if (typeof parent !== 'number') continue
    if (parent === id) {
      problems[field.column] = 'parent'
      continue
    }
    const parentColumn = columnOf(name, field.column)
    const locked = await tx
      .select({ id: idColumn, parent: parentColumn })
      .from(tableOf(name))
      .where(and(inArray(idColumn, [parent, id ?? parent]), inScope(name)))
      .orderBy(asc(idColumn))
      .for('update')
    const target = locked.find((row) => Number(row.id) === parent)
    const [child] =
      id === null ? [] : await tx.select({ id: idColumn }).from(tableOf(name)).where(eq(parentColumn, id)).limit(1)
    if (!target || target.parent !== null || child) problems[field.column] = 'parent'
  }
  return problems
}

/** The `codes` entries naming a code their table does not hold. */
export async function unknownCodes(
  db: Db,
  name: CollectionName,
  output: Readonly<Record<string, ColumnValue>>,
): Promise<Record<string, FieldProblem>> {
  const problems: Record<string, FieldProblem> = {}
  for (const field of Object.values(collectionOf(name).fields)) {
    const codes = output[field.column]
    if (field.kind !== 'codes' || !Array.isArray(codes) || codes.length === 0) continue
    const table = contentTable(field.of.table)
    const column = columnBySqlName(table, field.of.column)
    const found = await db.select({ code: column }).from(table).where(inArray(column, codes))
    const known = new Set(found.map((row) => String(row.code)))
    if (codes.some((code) => !known.has(code))) problems[field.column] = 'unknownCode'
  }
  return problems
}

/** The `unique` columns whose new value another row of the table already has. */
export async function takenColumns(
  db: Db,
  name: CollectionName,
  id: number | null,
  values: readonly [string, ColumnValue][],
): Promise<string[]> {
  const taken: string[] = []
  for (const field of Object.values(collectionOf(name).fields)) {
    if (field.kind !== 'text' || !field.unique) continue
    const value = values.find(([column]) => column === field.column)?.[1]
    if (value === undefined || value === null || value === '') continue
    const idColumn = columnOf(name, 'id')
    const [clash] = await db
      .select({ id: idColumn })
      .from(tableOf(name))
      .where(and(eq(columnOf(name, field.column), value), ne(idColumn, id ?? 0)))
      .limit(1)
    if (clash) taken.push(field.column)
  }
  return taken
}
