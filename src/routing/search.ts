import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'

type SearchSchema = v.ObjectSchema<v.ObjectEntries, undefined>

/**
 * `validateSearch` that never throws. The router turns a thrown validation error into a 500, but
 * the spec (section 8) wants a page whose search params fail validation to be "not found"; so
 * invalid input is passed through as typed and the route's loader answers 404 via `assertSearch`.
 */
export function searchOrRaw<S extends SearchSchema>(schema: S, raw: Record<string, unknown>): v.InferOutput<S> {
  const result = v.safeParse(schema, raw)
  return result.success ? result.output : (raw as v.InferOutput<S>)
}

/** Throws the router's not-found when `search` does not satisfy `schema`. */
export function assertSearch<S extends SearchSchema>(schema: S, search: unknown): asserts search is v.InferOutput<S> {
  if (!v.is(schema, search)) throw notFound()
}
