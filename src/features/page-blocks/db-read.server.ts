import { isDatabaseUnavailable } from '~/api/api-error.server'
import { type Db, getDb } from '~/db/client.server'
import { unavailableError } from '~/features/errors/unavailable'

/** Runs a page read against the database; an unreachable database becomes the page's 503. */
export async function pageRead<T>(read: (db: Db) => Promise<T>): Promise<T> {
  try {
    return await read(await getDb())
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw unavailableError()
    throw error
  }
}
