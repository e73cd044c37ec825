import type { SealedBadge } from './badge-seal'
import type { QueuedScan } from './contract'
import { DOOR_DATABASE } from './door-device-wipe'
import type { SeenBadge } from './door-queue'

/**
 * The door device's own store (IndexedDB, ADR 038): the offline list's sealed entries, the scans
 * waiting to be sent (by token hash, bound to their account), the badges this device admitted itself
 * (by list index) and what the device knows of itself. No token and no name in clear: a lost device
 * gives away nothing it was not shown. Only the check-in page opens it; door-device-wipe.ts deletes it.
 */
const VERSION = 2
const STORES = { badges: 'i', queue: 'scanId', seen: 'index', meta: 'key' } as const
type Store = keyof typeof STORES

/** Whose device this is, when it forgets everything, and its last contact with nothing queued. */
export interface DeviceMeta {
  account?: string
  forgetAt?: string
  lastContactAt?: string
}
const META_KEY = 'device'

let opened: Promise<IDBDatabase> | undefined

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DOOR_DATABASE, VERSION)
    request.onupgradeneeded = () => {
      // The first version kept names and raw tokens: nothing of it is carried over.
      for (const name of [...request.result.objectStoreNames]) request.result.deleteObjectStore(name)
      for (const [store, keyPath] of Object.entries(STORES)) request.result.createObjectStore(store, { keyPath })
    }
    request.onsuccess = () => {
      const db = request.result
      // A wipe (sign-out in another tab or this one) deletes the database: let it, and open afresh later.
      db.onversionchange = () => {
        db.close()
        opened = undefined
      }
      resolve(db)
    }
    request.onerror = () => {
      opened = undefined
      reject(request.error)
    }
  })
  return opened
}

async function run<T>(store: Store, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest<T> | undefined) {
  const db = await database()
  return new Promise<T | undefined>((resolve, reject) => {
    const tx = db.transaction(store, mode)
    const request = act(tx.objectStore(store))
    tx.oncomplete = () => resolve(request?.result)
    tx.onerror = () => reject(tx.error)
  })
}

export async function replaceBadges(badges: readonly SealedBadge[]): Promise<void> {
  await run('badges', 'readwrite', (store) => {
    store.clear()
    for (const badge of badges) store.put(badge)
    return undefined
  })
}

export const findOfflineBadge = (index: string) =>
  run<SealedBadge>('badges', 'readonly', (s) => s.get(index) as IDBRequest<SealedBadge>)
export const offlineBadgeCount = async () => (await run<number>('badges', 'readonly', (s) => s.count())) ?? 0
export const queueScan = (scan: QueuedScan) => run('queue', 'readwrite', (s) => s.put(scan))
export const queuedScans = async () => (await run<QueuedScan[]>('queue', 'readonly', (s) => s.getAll())) ?? []
export const queuedCount = async () => (await run<number>('queue', 'readonly', (s) => s.count())) ?? 0
/** Drops answered scans in one transaction. */
export const dropQueued = (scanIds: readonly string[]) =>
  run('queue', 'readwrite', (store) => {
    for (const scanId of scanIds) store.delete(scanId)
    return undefined
  })
export const seenOffline = (index: string) =>
  run<SeenBadge>('seen', 'readonly', (s) => s.get(index) as IDBRequest<SeenBadge>)
export const markSeen = (seen: SeenBadge) => run('seen', 'readwrite', (s) => s.put(seen))

export async function readDeviceMeta(): Promise<DeviceMeta> {
  return (await run<DeviceMeta>('meta', 'readonly', (s) => s.get(META_KEY) as IDBRequest<DeviceMeta>)) ?? {}
}

export async function updateDeviceMeta(change: DeviceMeta): Promise<void> {
  const current = await readDeviceMeta()
  await run('meta', 'readwrite', (s) => s.put({ ...current, ...change, key: META_KEY }))
}
