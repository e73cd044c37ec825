import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { consumeRateLimit } from './rate-limit.server'

// The counter lives in the database so every app process counts one client together. Its sweep of
// ended windows must not reset a window that is still running, whatever the rule's length.
let testDb: TestDatabase
const MINUTE = 60_000
const start = Date.UTC(2026, 10, 29, 10, 0, 0)

beforeAll(async () => {
  testDb = await createTestDb({ seed: false })
})
afterAll(async () => {
  await testDb.close()
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('consumeRateLimit', () => {
  it('allows the limit within a window, refuses the next hit and says when the window ends', async () => {
    const rule = { limit: 3, windowSeconds: 600 }
    const verdicts = []
    for (let n = 0; n < 4; n++) verdicts.push(await consumeRateLimit(testDb.db, 'form:a', rule, start + n * MINUTE))
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false])
    expect(verdicts[3]).toMatchObject({ hits: 4, retryAfter: 7 * 60 })
    // The next window starts counting afresh.
    expect(await consumeRateLimit(testDb.db, 'form:a', rule, start + 10 * MINUTE)).toMatchObject({
      allowed: true,
      hits: 1,
    })
  })

  it('keeps counting a long window when a sweep runs, and sweeps only windows that have ended', async () => {
    const long = { limit: 2, windowSeconds: 7 * 86_400 }
    const short = { limit: 2, windowSeconds: 60 }
    const now = start + 3 * 86_400_000
    await consumeRateLimit(testDb.db, 'long:b', long, now)
    await consumeRateLimit(testDb.db, 'short:b', short, now - 2 * MINUTE)
    // Every hit now sweeps: a week-long window started days ago is still running.
    vi.spyOn(Math, 'random').mockReturnValue(0)
    await consumeRateLimit(testDb.db, 'long:b', long, now)
    expect(await consumeRateLimit(testDb.db, 'long:b', long, now + MINUTE)).toMatchObject({ allowed: false, hits: 3 })
    const keys = (await testDb.db.query.rateLimitBucket.findMany({ columns: { key: true } })).map((row) => row.key)
    expect(keys).toContain('long:b')
    expect(keys).not.toContain('short:b')
  })
})
