import type { MessageDescriptor } from '@lingui/core'
import type { CollectionListSearch, CollectionRow, FilterParam } from './contract'
import { entriesOfField } from './fields'
import { listText } from './list-text'
import { type Collection, filterKeys, filterValues } from './registry'

/** A column the type's description lists: its field's key, heading, and the entry it shows. */
interface ListColumn {
  key: string
  label: MessageDescriptor
  entry: string
}

/**
 * What a type's list shows, read from its description (ADR 019): the title's entries (a localised
 * title's other language beside it), the picture, the declared columns, whether rows have an on/off
 * state, and the column naming a sub-item's parent in a two-level type (industries).
 */
export interface ListShape {
  title: string | undefined
  other: string | undefined
  picture: string | undefined
  columns: ListColumn[]
  hideable: boolean
  parentColumn: string | undefined
}

export function listShape(collection: Collection): ListShape {
  const titleField = collection.fields[collection.title]
  const [title, other] = titleField ? entriesOfField(titleField) : []
  const fields = Object.values(collection.fields)
  const columns = (collection.columns ?? []).flatMap(({ field: key, label }) => {
    const field = collection.fields[key]
    return field ? [{ key, label, entry: entriesOfField(field)[0] ?? field.column }] : []
  })
  return {
    title,
    other,
    picture: fields.find((field) => field.kind === 'media' && field.accept === 'image')?.column,
    columns,
    hideable: collection.fields.hidden !== undefined,
    parentColumn: fields.find((field) => field.kind === 'parent')?.column,
  }
}

/** A row's title as the list names it (in its links, checkbox and buttons); `untitled` when empty. */
export const rowLabel = (shape: ListShape, row: CollectionRow, untitled: string): string =>
  row.values[shape.title ?? ''] || untitled

/**
 * The title of the parent a sub-item is filed under, whatever page that parent is on (`parents`
 * holds every top-level row); undefined for a top-level row or a type without parents.
 */
export function parentTitle(shape: ListShape, row: CollectionRow, parents: Readonly<Record<string, string>>) {
  if (!shape.parentColumn) return undefined
  const id = row.values[shape.parentColumn] ?? ''
  return Object.hasOwn(parents, id) ? (parents[id] ?? '') : undefined
}

/** A filter's words for a yes/no value: the on/off state's own, and any other switch's. */
const stateWords = { true: listText.hidden, false: listText.shown }
const yesNoWords = { true: listText.yes, false: listText.no }

/** A filter of the list: its param, its label, the value chosen now, and each value with its words. */
export interface ListFilter {
  key: FilterParam
  label: MessageDescriptor | undefined
  chosen: string | undefined
  options: { value: string; label: MessageDescriptor | undefined }[]
}

/** Each filter the type declares, with its choices worded, and the one chosen now. */
export const listFilters = (collection: Collection, search: CollectionListSearch): ListFilter[] =>
  filterKeys(collection).map((key) => {
    const field = collection.fields[key]
    const words: Readonly<Record<string, MessageDescriptor>> | undefined =
      key === 'hidden' ? stateWords : field?.kind === 'boolean' ? yesNoWords : field?.choices
    return {
      key,
      label: key === 'hidden' ? listText.state : field?.label,
      chosen: search[key],
      options: filterValues(collection, key).map((value) => ({ value, label: words?.[value] })),
    }
  })
