import * as v from 'valibot'
import { apiMessages } from '~/contracts/messages'
import { ApiError } from './api-error.server'

/** Parses the query string with a contract; anything invalid is a localised 400, never a 500. */
export function parseQuery<S extends v.GenericSchema<unknown, unknown>>(url: URL, schema: S): v.InferOutput<S> {
  const raw: Record<string, string> = {}
  for (const [key, value] of url.searchParams) {
    // PostgreSQL refuses U+0000 in text: a 400 here rather than a driver error (500) later.
    if (value.includes('\u0000')) throw new ApiError(400, apiMessages.badRequest, { field: key })
    raw[key] = value
  }
  const result = v.safeParse(schema, raw)
  if (!result.success) {
    const field = result.issues[0]?.path?.map((p) => String(p.key)).join('.') ?? ''
    throw new ApiError(400, apiMessages.badRequest, field ? { field } : null)
  }
  return result.output
}
