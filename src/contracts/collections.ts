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
] as const
export type FieldProblem = (typeof FIELD_PROBLEMS)[number]

export interface CollectionRow {
  id: number
  /** The form's entries as strings (numbers written out, null as empty). */
  values: Record<string, string>
  /** Each media field's file as the pages show it now (its copied path), for the picker. */
  files: Record<string, string>
}

export type CollectionSaveAnswer =
  | { ok: true; id: number }
  | { ok: false; reason: 'invalid'; problems: Record<string, FieldProblem> }
  | { ok: false; reason: 'not-found' }
