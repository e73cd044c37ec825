import { logEvent } from '~/api/log.server'
import type { Db } from '~/db/client.server'
import { getDb } from '~/db/client.server'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import { purgeUnconfirmedSubscriptions } from '~/db/repositories/subscriptions.server'
import {
  DEFAULT_REGISTRATION_RETENTION_DAYS,
  purgeExpiredRegistrations,
} from '~/db/repositories/visitor-registrations.server'
import { purgeOldMail } from './outbox.server'

const EVERY_MS = 3_600_000

/**
 * What the privacy notice promises, done hourly by every process (each delete is idempotent):
 * unconfirmed subscriptions go when their 7-day link expires, mail after its retention, visitor
 * registrations' personal data the set number of days after the show (ADR 033).
 */
export function startHousekeeping(): void {
  const timer = setInterval(() => {
    getDb()
      .then(async (db) => ({
        subscriptions: await purgeUnconfirmedSubscriptions(db),
        mail: await purgeOldMail(db),
        registrations: await purgeRegistrations(db),
      }))
      .then((purged) => {
        if (purged.subscriptions || purged.mail || purged.registrations)
          logEvent('info', 'personal data past its retention deleted', purged)
      })
      .catch((error: unknown) => logEvent('warn', 'housekeeping skipped', { error }))
  }, EVERY_MS)
  timer.unref()
}

/** The running edition's registrations, by the show's end and the retention setting (days). */
async function purgeRegistrations(db: Db): Promise<number> {
  const { text } = await readSiteConfig(db)
  const endsAt = new Date(Number(text.exhibition_end_time) * 1000)
  const days = Number(text.registration_retention_days)
  if (!text.edition || Number.isNaN(endsAt.getTime())) return 0
  return purgeExpiredRegistrations(
    db,
    { edition: text.edition, endsAt },
    Number.isInteger(days) && days > 0 ? days : DEFAULT_REGISTRATION_RETENTION_DAYS,
  )
}
