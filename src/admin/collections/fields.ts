import * as v from 'valibot'
import type { FieldProblem } from '~/admin/collections/contract'
import type { ContentTable } from '~/content/content-types'
import type { MediaKind } from '~/db/schema-enums'
import { isCountryCode } from './country-code'

/**
 * What a `media` field copies from the chosen library file into the row's own columns, so the public
 * reads stay plain selects: the page's URL (a picture's rendition, a document itself), its `srcset`,
 * the picture's width and height, the file's type (`pdf`) and size in bytes.
 */
export type MediaCopy = 'url' | 'srcset' | 'width' | 'height' | 'fileType' | 'bytes'

/**
 * The kinds of field a content type is made of (ADR 019). A field names its column(s) in the table;
 * `localised` is a pair `<column>_cn`, `<column>_en`, edited side by side. Pure and import-safe: the
 * screens, the validation and the server's writes read the same description.
 */
export type FieldSpec =
  | { kind: 'localised'; column: string; max: number; multiline?: boolean; optional?: boolean }
  /** `unique`: no two rows may share the value (a code, a key); a clash is refused as `taken`. */
  | { kind: 'text'; column: string; max: number; optional?: boolean; unique?: boolean }
  | { kind: 'int'; column: string; min: number; max: number }
  | { kind: 'decimal'; column: string; min: number; max: number; optional?: boolean }
  | { kind: 'enum'; column: string; values: readonly string[] }
  | { kind: 'url'; column: string; optional?: boolean }
  /** A switch, stored as a boolean (the form says `true` or `false`). */
  | { kind: 'boolean'; column: string }
  /** An ISO 3166-1 alpha-2 country code (`DE`), stored upper case. */
  | { kind: 'country'; column: string }
  /**
   * Codes of another table (`industry.code`), stored as a text array; the form lists them separated by
   * commas, and the server refuses a code that `of` does not hold.
   */
  | { kind: 'codes'; column: string; of: { table: ContentTable; column: string } }
  /** A site path (`/news`) or an https URL. */
  | { kind: 'link'; column: string; optional?: boolean }
  /**
   * The row's parent in a two-level tree of its own table (industries under industries): the id of a
   * top-level row, or empty for none. The server refuses the row itself, a row that is not top-level,
   * and a parent for a row that has children, so the tree stays two levels deep (ADR 019).
   */
  | { kind: 'parent'; column: string }
  /**
   * A file of the media library: `column` holds its id (a foreign key, so the library refuses to
   * delete it), `copies` the columns filled from it on each save. The form's value is the id, empty
   * for none, or `keep` for a row from before the library (its path kept as it is).
   */
  | {
      kind: 'media'
      column: string
      accept: MediaKind
      optional?: boolean
      copies: Readonly<Partial<Record<MediaCopy, string>>>
    }

/** The form's entries of a field: one per column (`name_cn`, `name_en` for a localised one). */
export function entriesOfField(field: FieldSpec): string[] {
  return field.kind === 'localised' ? [`${field.column}_cn`, `${field.column}_en`] : [field.column]
}

/** A new item's form: every entry of every field, empty (the form always sends them all). */
export const emptyForm = (fields: Readonly<Record<string, FieldSpec>>): Record<string, string> =>
  Object.fromEntries(Object.values(fields).flatMap((field) => entriesOfField(field).map((entry) => [entry, ''])))

const text = (max: number) => v.pipe(v.string('required'), v.trim(), v.maxLength(max, 'tooLong'))
const required = (max: number) => v.pipe(text(max), v.nonEmpty('required'))
/** An optional field: empty is null; anything else must pass `schema` (refused as `problem`). */
const orNull = (schema: v.GenericSchema<string, string | number>, problem: FieldProblem) =>
  v.union(
    [
      v.pipe(
        v.literal(''),
        v.transform(() => null),
      ),
      schema,
    ],
    problem,
  )

/** A column's value as stored: text, a number, a switch, a list of codes, or null for an optional field left empty. */
export type ColumnValue = string | number | boolean | string[] | null

/** A code of another table: lower case letters, digits, `-` and `_`. */
const CODE = /^[a-z0-9][a-z0-9_-]{0,39}$/

/** The codes a `codes` entry lists (separated by commas, semicolons or spaces), each once. */
export const splitCodes = (entry: string) => [...new Set(entry.split(/[\s,;，；]+/).filter(Boolean))]
/** A media field's value before the server looks the file up: its id, none, or the old path kept. */
export const KEEP_MEDIA = 'keep'

/** A site path: one leading slash (not `//`, another host), no spaces or backslashes. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/

function numberSchema(min: number, max: number, integer: boolean): v.GenericSchema<string, number> {
  return v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.regex(integer ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/, 'number'),
    v.transform(Number),
    v.minValue(min, 'range'),
    v.maxValue(max, 'range'),
  )
}

function schemaOf(field: FieldSpec): v.GenericSchema<string, ColumnValue> {
  switch (field.kind) {
    case 'localised':
      return field.optional ? text(field.max) : required(field.max)
    case 'text':
      return field.optional ? text(field.max) : required(field.max)
    case 'int':
      return numberSchema(field.min, field.max, true)
    case 'decimal': {
      const value = numberSchema(field.min, field.max, false)
      return field.optional ? orNull(value, 'number') : value
    }
    case 'enum':
      return v.picklist(field.values as [string, ...string[]], 'choice')
    case 'url': {
      const https = v.pipe(required(500), v.url('https'), v.startsWith('https://', 'https'))
      return field.optional ? orNull(https, 'https') : https
    }
    case 'link': {
      const link = v.pipe(
        required(500),
        v.union(
          [v.pipe(v.string(), v.regex(SITE_PATH)), v.pipe(v.string(), v.url(), v.startsWith('https://'))],
          'link',
        ),
      )
      return field.optional ? orNull(link, 'link') : link
    }
    case 'boolean':
      return v.pipe(
        v.picklist(['true', 'false', ''], 'choice'),
        v.transform((value) => value === 'true'),
      )
    case 'country':
      return v.pipe(
        required(2),
        v.toUpperCase(),
        v.check((code) => isCountryCode(code), 'country'),
      )
    case 'codes':
      return v.pipe(
        v.string('required'),
        v.transform(splitCodes),
        v.checkItems((code) => CODE.test(code), 'codes'),
      )
    case 'parent':
      return orNull(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)), 'parent')
    case 'media': {
      const picked = v.union(
        [v.literal(KEEP_MEDIA), v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number))],
        'media',
      )
      return field.optional ? orNull(picked, 'media') : v.pipe(v.string(), v.nonEmpty('required'), picked)
    }
  }
}

/** The valibot schema of a whole form: every entry present (strings in), column values out. */
export function formSchema(fields: Readonly<Record<string, FieldSpec>>) {
  const entries: Record<string, v.GenericSchema<string, ColumnValue>> = {}
  for (const field of Object.values(fields)) for (const entry of entriesOfField(field)) entries[entry] = schemaOf(field)
  return v.strictObject(entries)
}
