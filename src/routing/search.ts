import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'

/**
 * Marks a query that failed its page's schema (spec section 8: a 404). A symbol key, because the
 * router merges the validated search into the raw one to write the canonical URL and redirects
 * when that differs from the requested one: a symbol never reaches the query string, so a shared
 * URL is never rewritten, valid or not.
 */
export const INVALID_SEARCH: unique symbol = Symbol('invalid search')

interface InvalidSearch {
  readonly [INVALID_SEARCH]: true
}
const INVALID: InvalidSearch = { [INVALID_SEARCH]: true }

/** The validated search: the coerced params, or the invalid marker the loader turns into a 404. */
export type CheckedSearch<T> = (T & { readonly [INVALID_SEARCH]?: undefined }) | InvalidSearch

/**
 * A Standard Schema validator as the router reads one: links and `navigate` must pass the valid
 * params (`input`), while the route sees `CheckedSearch` (`output`). It never fails: the router
 * would turn a failed validation into a 500, and the spec wants "not found".
 * (`types` is optional in Standard Schema: it only carries the two types for the compiler.)
 */
interface SearchValidator<In, Out> {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: string
    readonly validate: (value: unknown) => { readonly value: Out }
    readonly types?: { readonly input: In; readonly output: Out }
  }
}

type SearchSchema = v.GenericSchema<Record<string, string>, Record<string, unknown>>

export function searchValidator<S extends SearchSchema>(
  schema: S,
): SearchValidator<v.InferOutput<S>, CheckedSearch<v.InferOutput<S>>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'site',
      validate: (value) => {
        const result = v.safeParse(schema, asQueryValues(value))
        return { value: result.success ? result.output : INVALID }
      },
    },
  }
}

/**
 * The params as the URL will carry them. The router validates a link's own `search` (typed as the
 * schema's output, `page: 2`) when it preloads the link on hover, before the params went through
 * the query string; without this a preload saw a number where the schema wants the URL's string,
 * marked the link's page invalid and ran its loader into "not found" (and the click that followed
 * could adopt that match). Strings stay as they are; other values become what `stringifySearch`
 * writes, so a preload and the navigation it prepares validate the same params.
 */
function asQueryValues(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  const out: Record<string, string> = {}
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || item === null) continue
    out[key] = typeof item === 'string' ? item : String(item)
  }
  return out
}

/** The valid params, or the router's not-found for the invalid marker (call it in the loader). */
export function validSearch<T>(search: CheckedSearch<T>): T {
  if (search[INVALID_SEARCH]) throw notFound()
  return search
}
