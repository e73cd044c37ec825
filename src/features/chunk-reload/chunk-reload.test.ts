import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadOnceFor } from './chunk-reload'

function memoryStorage() {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }
}

describe('chunk reload guard', () => {
  it('recognises chunk load errors of the main browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('boom'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reloads once per key within 60 s, then again after the window', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    const t0 = 1_000_000
    expect(reloadOnceFor('/introduce', { storage, now: t0, reload })).toBe(true)
    expect(reloadOnceFor('/introduce', { storage, now: t0 + 1_000, reload })).toBe(false)
    expect(reloadOnceFor('/introduce', { storage, now: t0 + CHUNK_RELOAD_GUARD_MS - 1, reload })).toBe(false)
    expect(reloadOnceFor('/range', { storage, now: t0 + 2_000, reload })).toBe(true)
    expect(reloadOnceFor('/introduce', { storage, now: t0 + CHUNK_RELOAD_GUARD_MS, reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(3)
  })

  it('never reloads without storage, and survives a corrupt entry', () => {
    const reload = vi.fn()
    expect(reloadOnceFor('/', { storage: null, now: 0, reload })).toBe(false)
    const storage = memoryStorage()
    storage.setItem('chunk-reload', '{not json')
    expect(reloadOnceFor('/', { storage, now: 5, reload })).toBe(true)
  })
})
