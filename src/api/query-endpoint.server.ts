import type * as v from 'valibot'
import { type Db, getDb } from '~/db/client.server'
import type { Locale } from '~/i18n/locales'
import { apiHandler } from './handler.server'
import { parseQuery } from './query.server'

/** A GET endpoint that validates its query with a contract and answers what a feature core loads. */
export function queryEndpoint<S extends v.GenericSchema<unknown, unknown>, T>(
  schema: S,
  load: (db: Db, locale: Locale, query: v.InferOutput<S>) => Promise<T>,
  cacheSeconds: number,
) {
  return apiHandler(async ({ url, locale }) => ({
    data: await load(await getDb(), locale, parseQuery(url, schema)),
    cacheSeconds,
  }))
}
