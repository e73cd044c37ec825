/**
 * Isolated databases for tests. PGlite in a temporary folder by default; with TEST_DATABASE_URL
 * (e.g. postgres://postgres@127.0.0.1:5432/postgres) a throw-away `fair_test_<random>` database on that
 * server instead, so one test suite covers both drivers. Create one per test file (beforeAll), not one
 * per test: even from the template below a PGlite open costs about a second.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { type DatabaseHandle, type Db, openDatabase, type PrepareOptions } from './connect.server'

export interface TestDatabase {
  db: Db
  driver: DatabaseHandle['driver']
  /** Closes the connection and deletes the database (folder or PostgreSQL database). */
  close(): Promise<void>
}

export interface TestDatabaseOptions {
  /** Apply the seed after migrating (default true). */
  seed?: boolean
  /** PGlite: run initdb and every migration from scratch instead of copying the migrated template. */
  fresh?: boolean
}

/** Tests run from sources, so the committed migrations sit at a fixed place relative to this file. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url))

export async function createTestDb(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const prepare = { migrationsFolder: MIGRATIONS_FOLDER, seed: options.seed ?? true }
  const serverUrl = process.env.TEST_DATABASE_URL?.trim()
  return serverUrl ? createPostgresTestDb(serverUrl, prepare) : createPgliteTestDb(prepare, options.fresh ?? false)
}

async function createPgliteTestDb(prepare: PrepareOptions, fresh: boolean): Promise<TestDatabase> {
  const root = testDataRoot()
  const folder = await mkdtemp(path.join(root, 'fair-db-'))
  const dataDir = path.join(folder, 'pglite')
  if (!fresh) await cp(await migratedPgliteTemplate(root, prepare.migrationsFolder), dataDir, { recursive: true })
  return openWithCleanup(
    () => openDatabase({ driver: 'pglite', dataDir }, prepare),
    () => rm(folder, { recursive: true, force: true }),
  )
}

/** TEST_DATA_DIR is where `npm test` keeps every throw-away folder of a run. */
const testDataRoot = () => process.env.TEST_DATA_DIR ?? tmpdir()

/**
 * initdb is most of PGlite's ~3 s first open, so test databases are copies of one freshly migrated,
 * cleanly closed data folder (then seeded as asked): ~1 s each instead of ~4 s. The template is keyed
 * by the PGlite version and the migration files, so a change to either builds a new one. Builders
 * racing in parallel test workers each stage their own and the first atomic rename wins.
 */
async function migratedPgliteTemplate(root: string, migrationsFolder: string): Promise<string> {
  const template = path.join(root, `fair-pglite-template-${await templateKey(migrationsFolder)}`)
  if (existsSync(path.join(template, 'PG_VERSION'))) return template
  const staging = await mkdtemp(path.join(root, 'fair-pglite-staging-'))
  try {
    const built = path.join(staging, 'pglite')
    const handle = await openDatabase({ driver: 'pglite', dataDir: built }, { migrationsFolder, seed: false })
    await handle.close()
    await rename(built, template).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST' && error.code !== 'ENOTEMPTY') throw error
    })
    return template
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

async function templateKey(migrationsFolder: string): Promise<string> {
  const hash = createHash('sha256')
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  hash.update(await readFile(path.join(path.dirname(pgliteEntry), '..', 'package.json')))
  for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    const full = path.join(migrationsFolder, file)
    if (/\.(sql|json)$/.test(file)) hash.update(file).update(await readFile(full))
  }
  return hash.digest('hex').slice(0, 16)
}

async function createPostgresTestDb(serverUrl: string, prepare: PrepareOptions): Promise<TestDatabase> {
  const empty = await createEmptyPostgresDatabase(serverUrl)
  return openWithCleanup(() => openDatabase({ driver: 'postgres', url: empty.url, poolMax: 4 }, prepare), empty.drop)
}

/** The cleanup runs after closing, and also when opening fails, so no run leaves debris behind. */
async function openWithCleanup(
  open: () => Promise<DatabaseHandle>,
  cleanup: () => Promise<void>,
): Promise<TestDatabase> {
  try {
    const handle = await open()
    return {
      db: handle.db,
      driver: handle.driver,
      close: async () => {
        await handle.close()
        await cleanup()
      },
    }
  } catch (error) {
    await cleanup()
    throw error
  }
}

/** A new, empty `fair_test_<random>` database on the server of `serverUrl`, and how to drop it. */
export async function createEmptyPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fair_test_${randomBytes(6).toString('hex')}`
  // The name is generated from hex digits only, so quoting it as an identifier is enough.
  await runAdminStatement(serverUrl, `create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => runAdminStatement(serverUrl, `drop database if exists "${name}" with (force)`),
  }
}

async function runAdminStatement(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}
