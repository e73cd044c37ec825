import * as v from 'valibot'
import { droppedWhenInvalid, PageParam } from '~/contracts/params'

/** What the generic content screens exchange with their server functions (ADR 019). */

/** Rows a list page shows. */
export const COLLECTION_PAGE_SIZE = 25

/**
 * A sort key: `order` (editorial), `title`, `updated`, or a field the type's list shows. The server
 * checks it against the type's description and falls back to the default for anything else.
 */
const SortKey = v.pipe(v.string(), v.regex(/^[A-Za-z]{1,40}$/))
const listFields = {
  q: droppedWhenInvalid(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  sort: droppedWhenInvalid(SortKey),
  dir: droppedWhenInvalid(v.picklist(['asc', 'desc'])),
}

/** A filter's value: one of a choice field's values, or `true`/`false` (the server checks which). */
const FilterValue = droppedWhenInvalid(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/)))

/**
 * Every filter a list may have, each its own search param named after its field (`?mode=metro`,
 * `?hidden=true`), since the list's GET form sends one param per select. The registry may declare
 * only these (`Collection.filters`), so a new filter is added here first; the server ignores one the
 * type does not have, and a value its field does not take.
 */
const filterFields = {
  hidden: FilterValue,
  mode: FilterValue,
  kind: FilterValue,
  album: FilterValue,
  germanPavilion: FilterValue,
}
export type FilterParam = keyof typeof filterFields

/** A list's search, filters, sort and page as the address bar carries them (a bad value means the default). */
export const CollectionListSearch = v.object({ ...listFields, ...filterFields, page: droppedWhenInvalid(PageParam) })
export type CollectionListSearch = v.InferOutput<typeof CollectionListSearch>
export const CollectionListRequest = v.object({
  ...listFields,
  ...filterFields,
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999))),
})
export type CollectionListRequest = v.InferOutput<typeof CollectionListRequest>

export const BULK_ACTIONS = ['show', 'hide', 'delete'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]
/** At most one page of rows at a time. */
export const BULK_MAX = 100

/** A refused value, worded by the screen in the editor's language. */
export const FIELD_PROBLEMS = [
  'required',
  'tooLong',
  'number',
  'range',
  'choice',
  'https',
  'country',
  'codes',
  'unknownCode',
  'link',
  'media',
  'taken',
  'parent',
] as const
export type FieldProblem = (typeof FIELD_PROBLEMS)[number]

export interface CollectionRow {
  id: number
  /** The form's entries as strings (numbers written out, null as empty). */
  values: Record<string, string>
  /** Each media field's file as the pages show it now (its copied path), for the picker. */
  files: Record<string, string>
  /** When the back office last saved it (ISO). */
  updatedAt: string
}

/** One page of a type's list, searched and sorted as asked (the sort the server applied). */
export interface CollectionListAnswer {
  rows: CollectionRow[]
  total: number
  page: number
  pageSize: number
  sort: string
  dir: 'asc' | 'desc'
  /** A two-level type's top-level rows by id, titled (to say which one a row is filed under). */
  parents: Record<string, string>
}

/** A row a `parent` field may point to (a top-level row of the same type), titled as the list titles it. */
export interface ParentChoice {
  id: number
  /** The title field's entries (Chinese, English for a localised one), empty ones left out. */
  titles: string[]
}

export type CollectionSaveAnswer =
  | { ok: true; id: number }
  | { ok: false; reason: 'invalid'; problems: Record<string, FieldProblem> }
  | { ok: false; reason: 'not-found' }
