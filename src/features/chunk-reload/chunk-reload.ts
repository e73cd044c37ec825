/** Spec section 9: the same chunk failure reloads the page at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
const STORAGE_KEY = 'chunk-reload'

const CHUNK_ERROR_RE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed|ChunkLoadError/i

/** A failed download of a lazily loaded script or style sheet (Chromium, Firefox and Safari wordings). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR_RE.test(message))
}

interface GuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  now: number
  reload: () => void
}

/**
 * Reloads unless the same failure (`key`, e.g. the page path) already reloaded within the guard
 * window; returns whether it reloaded. Without sessionStorage it never reloads (no loop possible).
 */
export function reloadOnceFor(key: string, { storage, now, reload }: GuardDeps): boolean {
  if (!storage) return false
  let seen: Record<string, number> = {}
  try {
    seen = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>
  } catch {
    seen = {}
  }
  const last = seen[key]
  if (typeof last === 'number' && now - last < CHUNK_RELOAD_GUARD_MS && now >= last) return false
  seen[key] = now
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(seen))
  } catch {
    return false
  }
  reload()
  return true
}

/** Browser wiring: the current page path is the key, so another page's failure reloads too. */
export function reloadAfterChunkError(): boolean {
  if (typeof window === 'undefined') return false
  let storage: Storage | null = null
  try {
    storage = window.sessionStorage
  } catch {
    storage = null
  }
  return reloadOnceFor(window.location.pathname + window.location.search, {
    storage,
    now: Date.now(),
    reload: () => window.location.reload(),
  })
}
