/**
 * Opening a database and bringing it up to date (migrate, then seed). The app singleton
 * (client.server.ts) and the test helper (testing.server.ts) differ only in where their options come
 * from, so both go through `openDatabase`.
 */
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock.server'
import { registerFlush } from './durability.server'
import { flushPglite, openPglite, type PgliteClient } from './pglite.server'
import * as schema from './schema'
import { seedDatabase } from './seed.server'

type Schema = typeof schema
/**
 * The common supertype of the PGlite and node-postgres Drizzle instances (and of their
 * transactions), so repositories are written once for both drivers.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type ConnectionOptions =
  | {
      driver: 'postgres'
      url: string
      poolMax: number
      /**
       * Connections kept open while idle and opened before the first request (default: none). A
       * burst after a quiet spell, or at a fresh process, then finds them ready instead of paying the
       * connection set-up on its first queries.
       */
      poolMin?: number
      /** Longest a statement may run before PostgreSQL cancels it (ms); 0 or absent: no limit. */
      statementTimeoutMs?: number
    }
  | { driver: 'pglite'; dataDir: string }

export interface PrepareOptions {
  /** Folder holding drizzle-kit's SQL files and meta/_journal.json. */
  migrationsFolder: string
  /** Apply seed datasets not applied yet (see seed.server.ts). */
  seed: boolean
}

export interface DatabaseHandle {
  db: Db
  driver: ConnectionOptions['driver']
  close(): Promise<void>
}

/**
 * Any constant works as long as nothing else in the database uses it; it serialises migrate+seed
 * across app processes starting at the same time against one PostgreSQL.
 */
const MIGRATION_LOCK_KEY = 7_246_112_025

export function assertMigrationsFolder(folder: string): string {
  if (!existsSync(path.join(folder, 'meta', '_journal.json'))) {
    throw new Error(
      `No Drizzle migrations in "${folder}" (meta/_journal.json missing). Start the server from the project ` +
        'root, or set MIGRATIONS_DIR to the folder holding the committed ./drizzle migrations.',
    )
  }
  return folder
}

export async function openDatabase(connection: ConnectionOptions, prepare: PrepareOptions): Promise<DatabaseHandle> {
  assertMigrationsFolder(prepare.migrationsFolder)
  return connection.driver === 'pglite'
    ? openPgliteDatabase(connection.dataDir, prepare)
    : openPostgresDatabase(connection, prepare)
}

async function openPgliteDatabase(dataDir: string, prepare: PrepareOptions): Promise<DatabaseHandle> {
  // PGlite creates its own folder but not missing parents.
  await mkdir(path.dirname(dataDir), { recursive: true })
  const unlock = await lockDataDir(dataDir)
  const close = async (client?: PgliteClient) => {
    await client?.close()
    await unlock()
  }
  let client: PgliteClient | undefined
  try {
    client = await openPglite(dataDir)
    const db = drizzlePglite({ client, schema })
    // The folder lock guarantees a single process, so no lock is needed around migrate+seed.
    await migratePglite(db, { migrationsFolder: prepare.migrationsFolder })
    if (prepare.seed) await seedDatabase(db)
    const opened = client
    await flushPglite(opened, dataDir)
    registerFlush(db, () => flushPglite(opened, dataDir))
    return { db, driver: 'pglite', close: () => close(opened) }
  } catch (error) {
    await close(client).catch(() => undefined)
    throw error
  }
}

async function openPostgresDatabase(
  connection: Extract<ConnectionOptions, { driver: 'postgres' }>,
  prepare: PrepareOptions,
): Promise<DatabaseHandle> {
  const timeout = connection.statementTimeoutMs ?? 0
  const poolMin = Math.min(connection.poolMin ?? 0, connection.poolMax)
  // A slow or stuck query (a lock wait, a pathological plan) gives up and answers 503 instead of
  // holding a pool connection, and the request behind it, without end.
  const pool = new pg.Pool({
    connectionString: connection.url,
    max: connection.poolMax,
    min: poolMin,
    ...(timeout > 0 ? { statement_timeout: timeout } : {}),
  })
  // An idle client losing its connection emits 'error' on the pool; unhandled, that kills the process.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message))
  try {
    await withAdvisoryLock(pool, async (session) => {
      const db = drizzleNodePg({ client: session, schema })
      await migrateNodePg(db, { migrationsFolder: prepare.migrationsFolder })
      if (prepare.seed) await seedDatabase(db)
    })
    await openIdleConnections(pool, poolMin)
    return { db: drizzleNodePg({ client: pool, schema }), driver: 'postgres', close: () => endPool(pool) }
  } catch (error) {
    await endPool(pool).catch(() => undefined)
    throw error
  }
}

/** Opens `count` connections at once and returns them to the pool, where `min` keeps them open. */
async function openIdleConnections(pool: pg.Pool, count: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()))
  for (const client of clients) client.release()
}

/**
 * `pool.end()` resolves once it has *asked* every client to disconnect; the sockets close a moment
 * later (each emits 'remove'). Waiting for those makes "closed" mean closed, so a shutdown or a test
 * dropping its database right after does not cut live connections.
 */
const POOL_DRAIN_TIMEOUT_MS = 2000

async function endPool(pool: pg.Pool): Promise<void> {
  let remaining = pool.totalCount
  const disconnected = new Promise<void>((resolve) => {
    if (remaining === 0) resolve()
    pool.on('remove', () => {
      remaining -= 1
      if (remaining <= 0) resolve()
    })
  })
  await pool.end()
  // A client that failed mid-connect never emits 'remove': bound the wait instead of hanging shutdown.
  await Promise.race([disconnected, delay(POOL_DRAIN_TIMEOUT_MS, undefined, { ref: false })])
}

/** Session-level lock: it must be taken and released on the same connection that does the work. */
async function withAdvisoryLock(pool: pg.Pool, work: (session: pg.PoolClient) => Promise<void>): Promise<void> {
  const session = await pool.connect()
  let broken: Error | undefined
  try {
    // Waiting for another process's migration, and a migration itself, may take longer than any
    // request should: no statement timeout here; RESET restores the pool's own before release.
    await session.query('set statement_timeout = 0')
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await work(session)
    } finally {
      await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      await session.query('reset statement_timeout')
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error))
    throw error
  } finally {
    // Destroy rather than reuse a connection whose lock state is uncertain.
    session.release(broken)
  }
}
