import { logEvent } from '~/api/log.server'
import { getDb } from '~/db/client.server'
import { purgeUnconfirmedSubscriptions } from '~/db/repositories/subscriptions.server'
import { purgeOldMail } from './outbox.server'

const EVERY_MS = 3_600_000

/**
 * What the privacy notice promises, done hourly by every process (each delete is idempotent):
 * unconfirmed subscriptions go when their 7-day link expires, mail after its retention.
 */
export function startHousekeeping(): void {
  const timer = setInterval(() => {
    getDb()
      .then(async (db) => ({
        subscriptions: await purgeUnconfirmedSubscriptions(db),
        mail: await purgeOldMail(db),
      }))
      .then((purged) => {
        if (purged.subscriptions || purged.mail) logEvent('info', 'personal data past its retention deleted', purged)
      })
      .catch((error: unknown) => logEvent('warn', 'housekeeping skipped', { error }))
  }, EVERY_MS)
  timer.unref()
}
