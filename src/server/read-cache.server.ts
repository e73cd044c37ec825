/**
 * The content read cache: results of the page loaders' database reads, per process, stamped with
 * the shared content version (content-version.server.ts) like the rendered-page cache. A page that
 * is not in the page cache (first visit, a rarely read news item, a new search) then costs a render
 * but no database round trips for the layout and the content it shares with other pages.
 *
 * - A result is reused while the content version is the one it was read under and it is younger
 *   than READ_CACHE_MAX_AGE_SECONDS (default 300: news published for a future time appear on time).
 * - Concurrent reads of one key share one database read; a failed read is never kept.
 * - Nothing is cached until the content version has been read once (or while READ_CACHE=off).
 * - Bounded: least recently used keys go first beyond READ_CACHE_MAX_ENTRIES (default 2000).
 * - Results are shared between requests: callers treat them as read-only.
 */
import { envNumber, envSwitch } from './env-settings'

export interface ReadCacheOptions {
  enabled: boolean
  maxEntries: number
  maxAgeMs: number
}

export function readCacheOptionsFromEnv(env = process.env): ReadCacheOptions {
  return {
    enabled: envSwitch(env.READ_CACHE),
    maxEntries: envNumber(env.READ_CACHE_MAX_ENTRIES, 2000),
    maxAgeMs: envNumber(env.READ_CACHE_MAX_AGE_SECONDS, 300) * 1000,
  }
}

interface Entry {
  value: Promise<unknown>
  version: number
  storedAt: number
}

export class ReadCache {
  readonly #entries = new Map<string, Entry>()

  constructor(
    private readonly options: ReadCacheOptions,
    private readonly currentVersion: () => number | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.#entries.size
  }

  read<T>(key: string, read: () => Promise<T>): Promise<T> {
    const version = this.currentVersion()
    if (!this.options.enabled || version === undefined) return read()
    const hit = this.#entries.get(key)
    this.#entries.delete(key)
    if (hit && hit.version === version && this.now() - hit.storedAt < this.options.maxAgeMs) {
      this.#entries.set(key, hit)
      return hit.value as Promise<T>
    }
    const value = read()
    const entry: Entry = { value, version, storedAt: this.now() }
    this.#entries.set(key, entry)
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key)
    })
    while (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#entries.delete(oldest)
    }
    return value
  }
}
