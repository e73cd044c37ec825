import { isDatabaseUnavailable } from '~/api/api-error.server'
import { type Db, getDb } from '~/db/client.server'
import { unavailableError } from '~/routing/unavailable'
import { contentReads } from '~/server/content-state.server'

/**
 * A page loader's database read, named by `name` and its validated input: served from the content
 * read cache while the content is unchanged; an unreachable database becomes the page's 503.
 */
export async function pageRead<T>(name: string, input: object, read: (db: Db) => Promise<T>): Promise<T> {
  try {
    return await contentReads.read(`${name}:${JSON.stringify(input)}`, async () => read(await getDb()))
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw unavailableError()
    throw error
  }
}
