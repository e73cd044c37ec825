/**
 * A form answers 2xx only after a durable write: a visitor told "received" must not lose the
 * submission to a crash a moment later (ADR 003, ADR 007). PostgreSQL gives that on COMMIT; PGlite
 * does not on its own (electric-sql/pglite#1065, and it runs with fsync off), so the connection
 * layer registers a flush for PGlite databases and form writes await `flushWrites(db)` before they
 * resolve. Keyed by the Drizzle instance so repositories keep taking just `db`.
 */
type Flush = () => Promise<void>

const flushes = new WeakMap<object, Flush>()

export function registerFlush(db: object, flush: Flush): void {
  flushes.set(db, flush)
}

/** No-op for PostgreSQL, where a committed statement is already durable. */
export async function flushWrites(db: object): Promise<void> {
  await flushes.get(db)?.()
}
