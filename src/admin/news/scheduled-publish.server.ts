import { logEvent } from '~/api/log.server'
import { getDb } from '~/db/client.server'
import { publishDueNews } from './news-admin.server'

const EVERY_MS = 15_000

/**
 * "Scheduled" items go live by themselves: every process checks every 15 s (the UPDATE is idempotent,
 * so processes need no lock), and the content version's trigger refreshes every page cache within
 * its 2 s. An item is live at most ~17 s after its time.
 */
export function startScheduledPublishing(): void {
  const timer = setInterval(() => {
    getDb()
      .then(publishDueNews)
      .then((count) => {
        if (count > 0) logEvent('info', 'scheduled news published', { count })
      })
      .catch((error: unknown) => logEvent('warn', 'scheduled publishing skipped', { error }))
  }, EVERY_MS)
  timer.unref()
}
