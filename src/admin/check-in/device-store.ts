import type { OfflineBadge, ScanInput } from './contract'

/**
 * The door device's own store (IndexedDB): the day's badges by token hash (for checks without a
 * network), the scans waiting to be sent, and the badges this device admitted itself (so a second
 * scan offline shows amber at once). Only staff pages open it.
 */
const NAME = 'check-in'
const STORES = { badges: 'hash', queue: 'scanId', seen: 'hash' } as const
type Store = keyof typeof STORES

export interface SeenBadge {
  hash: string
  at: string
  gate: string
}

let opened: Promise<IDBDatabase> | undefined

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(NAME, 1)
    request.onupgradeneeded = () => {
      for (const [store, keyPath] of Object.entries(STORES)) request.result.createObjectStore(store, { keyPath })
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
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

export async function replaceBadges(badges: readonly OfflineBadge[]): Promise<void> {
  const db = await database()
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('badges', 'readwrite')
    const store = tx.objectStore('badges')
    store.clear()
    for (const badge of badges) store.put(badge)
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
  })
}

export const findOfflineBadge = (hash: string) =>
  run<OfflineBadge>('badges', 'readonly', (s) => s.get(hash) as IDBRequest<OfflineBadge>)
export const offlineBadgeCount = async () => (await run<number>('badges', 'readonly', (s) => s.count())) ?? 0
export const queueScan = (scan: ScanInput) => run('queue', 'readwrite', (s) => s.put(scan))
export const queuedScans = async () => (await run<ScanInput[]>('queue', 'readonly', (s) => s.getAll())) ?? []
export const dropQueued = (scanId: string) => run('queue', 'readwrite', (s) => s.delete(scanId))
export const seenOffline = (hash: string) =>
  run<SeenBadge>('seen', 'readonly', (s) => s.get(hash) as IDBRequest<SeenBadge>)
export const markSeen = (seen: SeenBadge) => run('seen', 'readwrite', (s) => s.put(seen))

/** SHA-256 of a token in hex, as the server lists the badges (`offlineBadges`). */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
