import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggablePath } from '~/api/log-path'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { DISABLED_AUTH_PATHS, ENABLED_AUTH_PATHS } from './auth-paths'
import { accountDelayMs, MAX_DELAY_MS } from './sign-in-guard.server'
import { createTestAuth } from './testing.server'

let testDb: TestDatabase
beforeAll(async () => {
  testDb = await createTestDb({ seed: false })
})
afterAll(async () => {
  await testDb?.close()
})

describe('better-auth endpoints (issue 24, finding 1)', () => {
  it('names every endpoint of the installed better-auth as enabled or disabled, and disables all others', () => {
    const auth = createTestAuth(testDb.db)
    const paths = Object.values(auth.api).flatMap((endpoint) =>
      'path' in endpoint && endpoint.path ? [endpoint.path] : [],
    )
    const known = new Set<string>([...ENABLED_AUTH_PATHS, ...DISABLED_AUTH_PATHS])
    expect(paths.filter((path) => !known.has(path))).toEqual([])
    expect(auth.options.disabledPaths).toEqual([...DISABLED_AUTH_PATHS])
    expect(ENABLED_AUTH_PATHS.filter((path) => (DISABLED_AUTH_PATHS as readonly string[]).includes(path))).toEqual([])
  })
})

describe('sign-in slow-down (issue 24, finding 2)', () => {
  it('answers the first failures at once, then doubles the wait up to a bound', () => {
    expect([0, 1, 2].map(accountDelayMs)).toEqual([0, 0, 0])
    expect([3, 4, 5, 6].map(accountDelayMs)).toEqual([250, 500, 1000, 2000])
    expect(accountDelayMs(50)).toBe(MAX_DELAY_MS)
  })
})

describe('request log paths (issue 24, finding 5)', () => {
  it('never keeps a token that a path may carry', () => {
    expect(loggablePath('/api/auth/reset-password/AbCdEfGhIjKlMnOpQrStUvWx')).toBe(
      '/api/auth/reset-password/[redacted]',
    )
    expect(loggablePath('/API/AUTH/RESET-PASSWORD/x')).toBe('/API/AUTH/RESET-PASSWORD/[redacted]')
    expect(loggablePath('/admin/accept-invite/Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1Njc4OTA')).toBe(
      '/admin/accept-invite/[redacted]',
    )
    // Ordinary paths stay readable.
    expect(loggablePath('/api/auth/two-factor/verify-backup-code')).toBe('/api/auth/two-factor/verify-backup-code')
    expect(loggablePath('/admin/content/exhibitors/12')).toBe('/admin/content/exhibitors/12')
    expect(loggablePath('/news/123')).toBe('/news/123')
  })
})
