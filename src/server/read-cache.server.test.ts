import { describe, expect, it } from 'vitest'
import { ReadCache, readCacheOptionsFromEnv } from './read-cache.server'

function setup(options: Partial<ReturnType<typeof readCacheOptionsFromEnv>> = {}) {
  const state = { version: 1 as number | undefined, now: 0, reads: 0 }
  const cache = new ReadCache(
    { enabled: true, maxEntries: 3, maxAgeMs: 1000, ...options },
    () => state.version,
    () => state.now,
  )
  const read = (key: string, value = key) =>
    cache.read(key, async () => {
      state.reads++
      return value
    })
  return { state, cache, read }
}

describe('ReadCache', () => {
  it('reuses a result while the content version is unchanged', async () => {
    const { state, read } = setup()
    expect(await read('a')).toBe('a')
    expect(await read('a')).toBe('a')
    expect(state.reads).toBe(1)
  })

  it('reads again after the content version changed or the result grew too old', async () => {
    const { state, read } = setup()
    await read('a')
    state.version = 2
    await read('a')
    expect(state.reads).toBe(2)
    state.now = 999
    await read('a')
    expect(state.reads).toBe(2)
    state.now = 1000
    await read('a')
    expect(state.reads).toBe(3)
  })

  it('shares one read between concurrent callers and never keeps a failure', async () => {
    const { state, cache, read } = setup()
    const [x, y] = await Promise.all([read('a'), read('a')])
    expect([x, y, state.reads]).toEqual(['a', 'a', 1])
    let attempts = 0
    const failing = () =>
      cache.read('b', async () => {
        attempts++
        throw new Error('database down')
      })
    await expect(failing()).rejects.toThrow('database down')
    await expect(failing()).rejects.toThrow('database down')
    expect(attempts).toBe(2)
    expect(cache.size).toBe(1)
  })

  it('caches nothing before the version is known, or when switched off', async () => {
    const unknown = setup()
    unknown.state.version = undefined
    await unknown.read('a')
    await unknown.read('a')
    expect(unknown.state.reads).toBe(2)
    const off = setup({ enabled: false })
    await off.read('a')
    await off.read('a')
    expect(off.state.reads).toBe(2)
    expect(readCacheOptionsFromEnv({ READ_CACHE: 'off' }).enabled).toBe(false)
    expect(readCacheOptionsFromEnv({}).enabled).toBe(true)
  })

  it('drops the least recently used key beyond the bound', async () => {
    const { state, cache, read } = setup()
    for (const key of ['a', 'b', 'c']) await read(key)
    await read('a') // a is now the most recent
    await read('d') // b goes
    expect(cache.size).toBe(3)
    await read('a')
    await read('c')
    expect(state.reads).toBe(4)
    await read('b')
    expect(state.reads).toBe(5)
  })
})
