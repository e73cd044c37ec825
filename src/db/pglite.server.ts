/**
 * Opening PGlite, the embedded default store. Shared by the app client and the test helper so both
 * load the same extensions the migrations need.
 */
import { open, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/** Extensions referenced by ./drizzle migrations; PGlite can only CREATE EXTENSION what it loaded. */
const extensions = { pg_trgm }

export type PgliteClient = PGlite

export async function openPglite(dataDir: string): Promise<PgliteClient> {
  return PGlite.create({ dataDir, extensions })
}

const WAL_SEGMENT = /^[0-9A-F]{24}$/
/** A commit can straddle a segment switch, so the two most recently written segments are synced. */
const SEGMENTS_TO_SYNC = 2

/**
 * Make everything PGlite has committed survive a power cut. PGlite writes its files through Node's
 * fs synchronously but starts PostgreSQL with fsync disabled (`-F`), so committed WAL may sit in the
 * OS page cache. `syncToFs()` is PGlite's own hook (a no-op for the Node filesystem today, needed for
 * others); fsyncing the newest WAL segments then gives the same guarantee as PostgreSQL's COMMIT.
 * Segments are picked by mtime, not name: PostgreSQL pre-allocates recycled segments under future names.
 */
export async function flushPglite(client: PgliteClient, dataDir: string): Promise<void> {
  await client.syncToFs()
  const walDir = path.join(dataDir, 'pg_wal')
  const names = (await readdir(walDir)).filter((name) => WAL_SEGMENT.test(name))
  const segments = await Promise.all(
    names.map(async (name) => ({
      file: path.join(walDir, name),
      mtimeMs: (await stat(path.join(walDir, name))).mtimeMs,
    })),
  )
  segments.sort((a, b) => b.mtimeMs - a.mtimeMs)
  for (const { file } of segments.slice(0, SEGMENTS_TO_SYNC)) {
    const handle = await open(file, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  }
}
