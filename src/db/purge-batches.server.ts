import type { Db } from './connect.server'

/** Rows a retention purge takes per transaction: a past edition of tens of thousands goes in short statements. */
export const PURGE_BATCH = 500

/**
 * Runs a retention purge (ADR 039) one transaction at a time until a batch comes back short. `batch`
 * takes at most `PURGE_BATCH` rows `FOR UPDATE SKIP LOCKED` (so several processes share the work),
 * purges and audits them in its transaction, and answers how many it took. Returns the total.
 */
export async function purgeInBatches(db: Db, batch: (tx: Db) => Promise<number>): Promise<number> {
  let total = 0
  for (;;) {
    const taken = await db.transaction((tx) => batch(tx))
    total += taken
    if (taken < PURGE_BATCH) return total
  }
}
