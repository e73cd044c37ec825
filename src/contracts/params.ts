import * as v from 'valibot'
import { PREFIXED_LOCALE } from '~/i18n/locales'

/**
 * One schema per shared parameter, used by the page routes (search params and path params), the
 * server functions and the HTTP API alike, so their bounds agree everywhere. Values arrive as text
 * (URLs, query strings) and are accepted only in their canonical form: no signs, no leading zeros.
 */

/** Largest id PostgreSQL's `integer` column holds: a larger one is "not found", never a driver error. */
const MAX_INT4 = 2_147_483_647

/** A page number: `?page=2`; absent means page 1. */
const PAGE_MAX = 99_999
export const PageParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/), v.transform(Number), v.maxValue(PAGE_MAX))

/** Items per page an API caller may ask for. */
const PAGE_SIZE_MAX = 50
export const PageSizeParam = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,1}$/),
  v.transform(Number),
  v.maxValue(PAGE_SIZE_MAX),
)

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/**
 * Free text from a URL: no control characters (PostgreSQL refuses U+0000 in text, which would be a
 * driver error, and none of them belongs in a search box).
 */
const noControlCharacters = v.check((s: string) => !CONTROL_CHARACTERS.test(s), 'control characters')

/** Search words as typed (the URL is never rewritten); trimmed where they are used. */
const KEYWORDS_MAX = 100
export const KeywordsParam = v.pipe(v.string(), v.maxLength(KEYWORDS_MAX), noControlCharacters)

/** A news id as it appears in `/news/:id` and `/api/news/:id`. */
/** A table row's id in a path (a positive int4). */
export const RowIdParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(MAX_INT4))

/** The `{-$locale}` path segment: only English carries a prefix. */
export const LocaleSegmentParam = v.literal(PREFIXED_LOCALE)

/**
 * A search param a list's route accepts when valid and drops when not: a bad value in the address
 * means "no filter", never an error page.
 */
export const droppedWhenInvalid = <S extends v.GenericSchema<unknown, unknown>>(schema: S) =>
  v.fallback(v.optional(schema), undefined)
