import type { Db } from '~/db/client.server'
import type { BadgeHolder } from '~/db/repositories/visitor-registrations.server'
import { registrationSubjectKey } from '~/db/repositories/visitor-retention.server'
import { badgeMail } from './compose.server'
import { mailDomain } from './delivery.server'
import { enqueueMail } from './outbox.server'

/**
 * Queues the badge mail for a holder (in the caller's transaction), named as the registration's mail
 * so that erasing the registration erases it too. Every door that mails a badge (the site's
 * confirmation, the desk, a resend from the visitors screen) calls this one.
 */
export async function enqueueBadgeMail(db: Db, holder: BadgeHolder, origin: string): Promise<void> {
  const mail = await badgeMail({
    origin,
    locale: holder.lang,
    name: holder.truename,
    email: holder.email,
    badgeToken: holder.badgeToken,
  })
  await enqueueMail(db, { ...mail, subjectKey: registrationSubjectKey(holder.id) }, mailDomain())
}
