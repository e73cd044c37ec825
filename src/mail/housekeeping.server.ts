import { logEvent } from '~/api/log.server'
import type { Db } from '~/db/client.server'
import { getDb } from '~/db/client.server'
import { purgeExpiredBoothApplications } from '~/db/repositories/booth-applications.server'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import { purgeUnconfirmedSubscriptions } from '~/db/repositories/subscriptions.server'
import { purgeExpiredPendingRegistrations } from '~/db/repositories/visitor-confirmation.server'
import { purgeExpiredRegistrations, retentionDaysOf } from '~/db/repositories/visitor-retention.server'
import { purgeOldMail } from './outbox.server'

const EVERY_MS = 3_600_000

/**
 * What the privacy notices promise, done by every process at start-up (once the database is migrated)
 * and hourly (each delete is idempotent, a purge batch skips rows another process holds):
 * unconfirmed subscriptions go when their 7-day link expires, registrations nobody confirmed when
 * their 24-hour link expires, mail after its retention, visitor registrations' personal data the set
 * number of days after their own show, booth applications 24 months after theirs (ADR 039).
 */
export function startHousekeeping(): void {
  const run = () => {
    void getDb()
      .then(housekeeping)
      .catch((error: unknown) => logEvent('warn', 'housekeeping skipped', { error }))
  }
  run()
  setInterval(run, EVERY_MS).unref()
}

/** One round; what it deleted is logged as counts (never whose). */
export async function housekeeping(db: Db, now = new Date()) {
  const registrations = await purgeExpiredRegistrations(
    db,
    retentionDaysOf((await readSiteConfig(db)).text.registration_retention_days),
    now,
  )
  const purged = {
    subscriptions: await purgeUnconfirmedSubscriptions(db, now),
    pendingRegistrations: await purgeExpiredPendingRegistrations(db, now),
    mail: await purgeOldMail(db, now),
    registrations: registrations.registrations,
    registrationMails: registrations.mails,
    boothApplications: await purgeExpiredBoothApplications(db, now),
  }
  if (Object.values(purged).some((n) => n > 0)) logEvent('info', 'personal data past its retention deleted', purged)
  return purged
}
