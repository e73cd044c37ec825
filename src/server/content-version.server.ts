/**
 * The content version the page cache keys on: one row in `content_version`, bumped by a
 * statement-level trigger on every content table (any INSERT/UPDATE/DELETE/TRUNCATE, from any write
 * path, any process, psql included). Form tables (subscriptions, booth applications) and bookkeeping
 * tables (rate limits, cached credentials) do not bump it: pages do not show them.
 *
 * Each process reads the row at most every PAGE_CACHE_VERSION_CHECK_SECONDS (default 2 s), in the
 * background: a request never waits for it. With PostgreSQL every process reads the same row, so
 * every per-process page cache drops (revalidates) its pages within that interval of an edit.
 *
 * The table, function and triggers are created idempotently here at start-up (under an advisory
 * lock, so processes starting together do not race) because this module's owner does not own the
 * migrations; moving the DDL into a drizzle migration changes nothing else (see ADR 006).
 */
import { sql } from 'drizzle-orm'
import { logEvent } from '~/api/log.server'
import type { Db } from '~/db/client.server'
import { queryRows } from '~/db/raw-query.server'

/**
 * Tables whose changes do not show on any page. Back-office accounts (`auth_*`, `admin_*`: sessions sliding,
 * sign-in attempts counted) never do either; were they content, every sign-in attempt would flush
 * every page cache.
 */
const isContentTable = (name: string) =>
  !NOT_CONTENT.has(name) && !name.startsWith('auth_') && !name.startsWith('admin_')
const NOT_CONTENT = new Set([
  'content_version',
  'newsletter_subscription',
  'booth_application',
  'booth_application_event',
  'mail_outbox',
  'visitor_registration',
  'registration_consent',
  'visitor_check_in',
  'badge_scan',
  'registration_daily_count',
  'import_job',
  'rate_limit_bucket',
  'cached_credential',
])
const DDL_LOCK_KEY = 7_246_112_026

async function installContentVersion(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DDL_LOCK_KEY})`)
    await tx.execute(
      sql`create table if not exists content_version (id integer primary key, version bigint not null, changed_at timestamptz not null default now())`,
    )
    await tx.execute(sql`insert into content_version (id, version) values (1, 1) on conflict (id) do nothing`)
    await tx.execute(
      sql.raw(`create or replace function bump_content_version() returns trigger language plpgsql as $$
begin
  update content_version set version = version + 1, changed_at = now() where id = 1;
  return null;
end
$$`),
    )
    const tables = await queryRows<{ name: string }>(
      tx,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
    for (const { name } of tables) {
      if (!isContentTable(name) || !/^[a-z_][a-z0-9_]*$/.test(name)) continue
      await tx.execute(
        sql.raw(
          `create or replace trigger content_version_bump after insert or update or delete or truncate on "${name}" for each statement execute function bump_content_version()`,
        ),
      )
    }
  })
}

async function readContentVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(db, sql`select version from content_version where id = 1`)
  return Number(row?.version ?? 0)
}

export interface ContentVersionTracker {
  /** The last version read, or undefined while it was never read; starts a background check when due. */
  current(): number | undefined
  /** Reads now (joining a read under way); undefined when the database cannot be read. */
  refresh(): Promise<number | undefined>
  /** Whether the last read succeeded (renders made while it fails are not cached). */
  readonly healthy: boolean
}

export function createContentVersionTracker(
  getDb: () => Promise<Db>,
  intervalMs = Number(process.env.PAGE_CACHE_VERSION_CHECK_SECONDS ?? 2) * 1000,
): ContentVersionTracker {
  let version: number | undefined
  let checkedAt = 0
  let installed: Promise<void> | undefined
  let checking: Promise<number | undefined> | undefined
  let healthy = false

  const refresh = (): Promise<number | undefined> => {
    if (checking) return checking
    checkedAt = Date.now()
    checking = (async () => {
      try {
        const db = await getDb()
        if (!installed) {
          installed = installContentVersion(db)
          installed.catch(() => {
            installed = undefined
          })
        }
        await installed
        version = await readContentVersion(db)
        healthy = true
      } catch (error) {
        healthy = false
        // Database down: keep the last known version, so cached pages keep answering.
        logEvent('warn', 'content version check failed', { error: (error as Error)?.message })
      } finally {
        checking = undefined
      }
      return healthy ? version : undefined
    })()
    return checking
  }

  return {
    current() {
      if (Date.now() - checkedAt >= intervalMs) void refresh()
      return version
    },
    refresh,
    get healthy() {
      return healthy
    },
  }
}
