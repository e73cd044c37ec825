import { isDatabaseUnavailable } from '~/api/api-error.server'
import { type Db, getDb } from '~/db/client.server'
import { unavailableError } from '~/routing/unavailable'
import { contentReads } from '~/server/content-state.server'

/**
 * A database read of content, named by `name` and its validated input: served from the content read
 * cache while the content is unchanged. Its errors are the database's own (an API answers them).
 */
export function contentRead<T>(name: string, input: object, read: (db: Db) => Promise<T>): Promise<T> {
  return contentReads.read(`${name}:${JSON.stringify(input)}`, async () => read(await getDb()))
}

/** A page loader's `contentRead`: an unreachable database becomes the page's 503. */
export async function pageRead<T>(name: string, input: object, read: (db: Db) => Promise<T>): Promise<T> {
  try {
    return await contentRead(name, input, read)
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw unavailableError()
    throw error
  }
}
