import { CHECK_IN_PAGE_WORKER } from '~/offline/page-workers'

/**
 * Everything a door device keeps of the check-in (ADR 038), by name only: the back office calls this
 * at sign-out without loading the check-in page's code. The IndexedDB database of device-store.ts
 * and every Cache Storage cache of the check-in page's service worker (their names start with the
 * prefix, whatever version the worker is at).
 */
export const DOOR_DATABASE = 'check-in'
const CHECK_IN_CACHE_PREFIX = CHECK_IN_PAGE_WORKER.name

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error)
    // Another tab still holds it open: the deletion is queued and happens once that tab lets go (the
    // check-in page closes it on `versionchange`, device-store.ts); the caller need not wait for it.
    request.onblocked = () => resolve()
  })
}

/** Deletes the door's database and check-in caches; a device that never opened the check-in has none. */
export async function clearDoorDevice(): Promise<void> {
  const jobs: Promise<unknown>[] = []
  if (typeof indexedDB !== 'undefined') jobs.push(deleteDatabase(DOOR_DATABASE))
  if (typeof caches !== 'undefined')
    jobs.push(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names.filter((name) => name.startsWith(CHECK_IN_CACHE_PREFIX)).map((name) => caches.delete(name)),
          ),
        ),
    )
  await Promise.all(jobs)
}
