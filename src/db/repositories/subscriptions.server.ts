import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../connect.server'
import { flushWrites } from '../durability.server'
import type { Locale } from '../localise'
import { newsletterSubscription } from '../schema'

export interface SubscriptionInput {
  truename: string
  email: string
  company: string
  position: string
  lang: Locale
  /** PIPL: only call this after the visitor ticked the (not pre-ticked) consent box. */
  consent: true
}

export interface SubscriptionResult {
  id: number
  /** False when the e-mail was already subscribed (its details and consent time were refreshed). */
  created: boolean
  /** For the unsubscribe link in every mailing (Advertising Law art. 43). */
  unsubscribeToken: string
}

/**
 * One subscription per e-mail, case-insensitively. A single INSERT .. ON CONFLICT statement, so a
 * double submit or two concurrent requests can neither duplicate the row nor fail on the unique key.
 * Resolves only after the write is durable.
 */
export async function addSubscription(db: Db, input: SubscriptionInput): Promise<SubscriptionResult> {
  const [row] = await db
    .insert(newsletterSubscription)
    .values({
      truename: input.truename.trim(),
      email: input.email.trim(),
      company: input.company.trim(),
      position: input.position.trim(),
      lang: input.lang,
      consentAt: new Date(),
      unsubscribeToken: randomBytes(24).toString('base64url'),
    })
    .onConflictDoUpdate({
      target: newsletterSubscription.emailKey,
      // The token is deliberately not refreshed: links in mails already sent must keep working.
      set: {
        truename: sql`excluded.truename`,
        email: sql`excluded.email`,
        company: sql`excluded.company`,
        position: sql`excluded.position`,
        lang: sql`excluded.lang`,
        consentAt: sql`excluded.consent_at`,
      },
    })
    .returning({
      id: newsletterSubscription.id,
      unsubscribeToken: newsletterSubscription.unsubscribeToken,
      // xmax is 0 only for a freshly inserted row version; the ON CONFLICT update sets it.
      created: sql<boolean>`(xmax = 0)`,
    })
  if (!row) throw new Error('subscription upsert returned no row')
  await flushWrites(db)
  return row
}

/** Withdrawal of consent (PIPL): the personal data is deleted, not flagged. True if a row went. */
export async function removeSubscription(db: Db, unsubscribeToken: string): Promise<boolean> {
  const removed = await db
    .delete(newsletterSubscription)
    .where(eq(newsletterSubscription.unsubscribeToken, unsubscribeToken))
    .returning({ id: newsletterSubscription.id })
  await flushWrites(db)
  return removed.length > 0
}
