/** What the generic content screens exchange with their server functions (ADR 019). */

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
