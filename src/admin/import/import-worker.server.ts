import { logEvent } from '~/api/log.server'
import { getDb } from '~/db/client.server'
import { purgeOldImportJobs, runImportJobs } from './import.server'

const EVERY_MS = 2_000
const PURGE_EVERY_MS = 3_600_000
let running = false

/** One round of writing started imports; a round already under way in this process is not doubled. */
export function kickImportJobs(): void {
  if (running) return
  running = true
  getDb()
    .then((db) => runImportJobs(db))
    .then((batches) => {
      if (batches > 0) logEvent('info', 'exhibitor import batches written', { batches })
    })
    .catch((error: unknown) => logEvent('warn', 'exhibitor import skipped', { error }))
    .finally(() => {
      running = false
    })
}

/**
 * Every process looks for started imports every 2 s (ADR 021): one it started itself is written at
 * once (kicked), one left by a stopped process is taken over when its lease runs out.
 */
export function startImportJobs(): void {
  const timer = setInterval(kickImportJobs, EVERY_MS)
  timer.unref()
  // Hourly, idempotent in every process: finished jobs (who sent which rows) go after 30 days.
  const purge = setInterval(() => {
    getDb()
      .then((db) => purgeOldImportJobs(db))
      .then((deleted) => {
        if (deleted > 0) logEvent('info', 'old exhibitor import jobs deleted', { deleted })
      })
      .catch((error: unknown) => logEvent('warn', 'import job purge skipped', { error }))
  }, PURGE_EVERY_MS)
  purge.unref()
}
