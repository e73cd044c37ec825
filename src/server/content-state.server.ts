import { getDb } from '~/db/client.server'
import { createContentVersionTracker } from './content-version.server'
import { ReadCache, readCacheOptionsFromEnv } from './read-cache.server'

/** One content version per process, shared by the page cache (server.ts) and the read cache. */
export const contentVersion = createContentVersionTracker(getDb)

export const contentReads = new ReadCache(readCacheOptionsFromEnv(), () => contentVersion.current())
