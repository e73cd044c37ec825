/**
 * The app's database: one lazily opened, migrated and seeded instance per process.
 *
 * Environment:
 * - DATABASE_URL   PostgreSQL connection string; when unset, PGlite is used.
 * - DB_POOL_MAX    pool size for PostgreSQL (default 10).
 * - DB_POOL_MIN    connections a process opens at start and keeps open while idle (default: the
 *                  pool size, so the opening morning's first burst, or a burst after a quiet night,
 *                  does not pay the connection set-up; lower it when many processes share a small
 *                  max_connections).
 * - DB_STATEMENT_TIMEOUT_MS  PostgreSQL only: a statement running longer is cancelled (default
 *                  5000; 0 disables).
 * - DATA_DIR       PGlite only: data lives in `$DATA_DIR/pglite` (default ./data/pglite). PGlite is
 *                  single-process: run one server process per data directory.
 * - MIGRATIONS_DIR folder of the committed drizzle-kit migrations (default `<cwd>/drizzle`). The
 *                  bundled server (.output/server/index.mjs) no longer sits beside the sources, so
 *                  the folder is resolved from the working directory: start the server from the
 *                  project root, or set MIGRATIONS_DIR.
 */
import path from 'node:path'
import { type ConnectionOptions, type DatabaseHandle, type Db, openDatabase } from './connect.server'

export type { Db } from './connect.server'

const DEFAULT_POOL_MAX = 10
const DEFAULT_STATEMENT_TIMEOUT_MS = 5000

let opening: Promise<DatabaseHandle> | undefined

/** Resolves once the database is migrated and seeded; concurrent callers share the first open. */
export function getDb(): Promise<Db> {
  if (!opening) {
    opening = openDatabase(connectionFromEnv(process.env), {
      migrationsFolder: migrationsFolderFromEnv(process.env),
      seed: true,
    })
    // A failed open (database down at start-up) must not be cached: the next request retries.
    opening.catch(() => {
      opening = undefined
    })
  }
  return opening.then((handle) => handle.db)
}

/** For graceful shutdown and tests; a later getDb() opens a fresh instance. */
export async function closeDb(): Promise<void> {
  const current = opening
  opening = undefined
  if (!current) return
  const handle = await current.catch(() => undefined)
  await handle?.close()
}

type Env = Readonly<Record<string, string | undefined>>

export function connectionFromEnv(env: Env): ConnectionOptions {
  const url = env.DATABASE_URL?.trim()
  if (url) {
    const poolMax = poolMaxFromEnv(env.DB_POOL_MAX)
    return {
      driver: 'postgres',
      url,
      poolMax,
      poolMin: poolMinFromEnv(env.DB_POOL_MIN, poolMax),
      statementTimeoutMs: statementTimeoutFromEnv(env.DB_STATEMENT_TIMEOUT_MS),
    }
  }
  return { driver: 'pglite', dataDir: path.resolve(env.DATA_DIR?.trim() || './data', 'pglite') }
}

export function migrationsFolderFromEnv(env: Env): string {
  return path.resolve(env.MIGRATIONS_DIR?.trim() || path.join(process.cwd(), 'drizzle'))
}

function poolMaxFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_POOL_MAX
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`DB_POOL_MAX must be a positive integer, got "${raw}"`)
  }
  return value
}

function poolMinFromEnv(raw: string | undefined, poolMax: number): number {
  if (raw === undefined || raw.trim() === '') return poolMax
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > poolMax) {
    throw new Error(`DB_POOL_MIN must be a whole number from 0 to DB_POOL_MAX (${poolMax}), got "${raw}"`)
  }
  return value
}

function statementTimeoutFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_STATEMENT_TIMEOUT_MS
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds (0: no limit), got "${raw}"`)
  }
  return value
}
