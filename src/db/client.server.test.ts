import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDb, connectionFromEnv, getDb, migrationsFolderFromEnv } from './client.server'
import { assertMigrationsFolder, openDatabase } from './connect.server'
import { addSubscription } from './repositories/subscriptions.server'
import { news, newsletterSubscription, seedHistory } from './schema'
import { newsSeed } from './seed/news'
import { SEED_DATASETS } from './seed.server'
import { createEmptyPostgresDatabase, MIGRATIONS_FOLDER } from './testing.server'

describe('configuration from the environment', () => {
  it('picks PostgreSQL when DATABASE_URL is set, PGlite under DATA_DIR otherwise', () => {
    expect(connectionFromEnv({ DATABASE_URL: 'postgres://app@db/fair', DB_POOL_MAX: '4' })).toEqual({
      driver: 'postgres',
      url: 'postgres://app@db/fair',
      poolMax: 4,
      poolMin: 4,
      statementTimeoutMs: 5000,
    })
    expect(connectionFromEnv({ DATABASE_URL: 'postgres://app@db/fair' })).toMatchObject({ poolMax: 10, poolMin: 10 })
    expect(connectionFromEnv({ DATABASE_URL: 'postgres://x', DB_POOL_MIN: '0' })).toMatchObject({ poolMin: 0 })
    expect(() => connectionFromEnv({ DATABASE_URL: 'postgres://x', DB_POOL_MAX: '4', DB_POOL_MIN: '5' })).toThrow(
      /DB_POOL_MIN/,
    )
    expect(() => connectionFromEnv({ DATABASE_URL: 'postgres://x', DB_POOL_MIN: '-1' })).toThrow(/DB_POOL_MIN/)
    expect(connectionFromEnv({ DATABASE_URL: 'postgres://x', DB_STATEMENT_TIMEOUT_MS: '0' })).toMatchObject({
      statementTimeoutMs: 0,
    })
    expect(() => connectionFromEnv({ DATABASE_URL: 'postgres://x', DB_STATEMENT_TIMEOUT_MS: '5s' })).toThrow(
      /DB_STATEMENT_TIMEOUT_MS/,
    )
    expect(() => connectionFromEnv({ DATABASE_URL: 'postgres://x', DB_POOL_MAX: 'lots' })).toThrow(/DB_POOL_MAX/)
    const dataDir = path.join(tmpdir(), 'fair-env-check')
    expect(connectionFromEnv({ DATA_DIR: dataDir })).toEqual({
      driver: 'pglite',
      dataDir: path.join(dataDir, 'pglite'),
    })
  })

  it('finds migrations under the working directory unless MIGRATIONS_DIR says otherwise', () => {
    expect(migrationsFolderFromEnv({})).toBe(path.join(process.cwd(), 'drizzle'))
    expect(migrationsFolderFromEnv({ MIGRATIONS_DIR: '/srv/fair/drizzle' })).toBe('/srv/fair/drizzle')
    expect(assertMigrationsFolder(migrationsFolderFromEnv({}))).toBe(MIGRATIONS_FOLDER)
    expect(() => assertMigrationsFolder('/nonexistent')).toThrow(/MIGRATIONS_DIR/)
  })
})

describe('getDb (PGlite)', () => {
  let dataDir: string
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), 'fair-client-'))
    delete process.env.DATABASE_URL
    process.env.DATA_DIR = dataDir
  })
  afterAll(async () => {
    await closeDb()
    Object.assign(process.env, saved)
    if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL
    if (saved.DATA_DIR === undefined) delete process.env.DATA_DIR
    await rm(dataDir, { recursive: true, force: true })
  })

  it('opens one migrated and seeded instance for concurrent callers, and keeps data across a restart', async () => {
    const [a, b] = await Promise.all([getDb(), getDb()])
    expect(a).toBe(b)
    // PGlite is single-process and single-instance: a second open of the folder is refused.
    await expect(
      openDatabase(
        { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
        { migrationsFolder: MIGRATIONS_FOLDER, seed: false },
      ),
    ).rejects.toThrow(/already open/)
    const history = await a.select({ n: count() }).from(seedHistory)
    expect(history[0]?.n).toBe(SEED_DATASETS.length)
    const added = await addSubscription(a, {
      truename: 'Anna Schmidt',
      email: 'anna@importer.example.de',
      company: 'Bio Import GmbH',
      position: 'Buyer',
      lang: 'en',
      consent: true,
      noticeVersion: 'test-notice',
      source: 'api',
    })
    if (!added.created) throw new Error('not created')

    await closeDb()
    const reopened = await getDb()
    expect(reopened).not.toBe(a)
    const rows = await reopened.select({ id: newsletterSubscription.id }).from(newsletterSubscription)
    expect(rows).toEqual([{ id: added.id }])
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('openDatabase (PostgreSQL)', () => {
  it('lets several processes start at once: migrate and seed run exactly once', async () => {
    const empty = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL ?? '')
    try {
      const prepare = { migrationsFolder: MIGRATIONS_FOLDER, seed: true }
      const handles = await Promise.all(
        Array.from({ length: 3 }, () => openDatabase({ driver: 'postgres', url: empty.url, poolMax: 2 }, prepare)),
      )
      const [first] = handles
      const history = await first?.db.select({ n: count() }).from(seedHistory)
      expect(history?.[0]?.n).toBe(SEED_DATASETS.length)
      const newsRows = await first?.db.select({ n: count() }).from(news)
      expect(newsRows?.[0]?.n).toBe(newsSeed.length)
      await Promise.all(handles.map((handle) => handle.close()))
    } finally {
      await empty.drop()
    }
  })

  it('opens the pool minimum before the first request and keeps it open', async () => {
    const empty = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL ?? '')
    const handle = await openDatabase(
      { driver: 'postgres', url: empty.url, poolMax: 5, poolMin: 3 },
      { migrationsFolder: MIGRATIONS_FOLDER, seed: false },
    )
    try {
      const backends = async () => {
        const [row] = await handle.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`pg_stat_activity`)
          .where(sql`datname = current_database()`)
        return row?.n
      }
      // The query's own connection is one of the three: nothing new had to be opened for it.
      expect(await backends()).toBe(3)
    } finally {
      await handle.close()
      await empty.drop()
    }
  })
})
