import { and, asc, inArray, isNull, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { Db } from '../connect.server'
import { PURGE_BATCH, purgeInBatches } from '../purge-batches.server'
import { mailOutbox, visitorRegistration } from '../schema'
import { recordAudit, SYSTEM_ACTOR } from './audit-log.server'
import { DEFAULT_REGISTRATION_RETENTION_DAYS } from './visitor-registrations.server'

/**
 * Where a registration's personal data ends (ADR 039): the retention purge and an erasure both empty
 * every copy: the personal columns, the badge token (it would re-identify the row) and the
 * registration's mails in the outbox. The door devices' offline lists are computed from the table,
 * so a forgotten registration leaves them at their next download.
 */

const r = visitorRegistration

const SUBJECT_KEY_PREFIX = 'visitor_registration:'

/** Whose mail an outbox row is (`mail_outbox.subject_key`): one registration's. */
export const registrationSubjectKey = (id: number) => `${SUBJECT_KEY_PREFIX}${id}`

/** The same key computed in the database, for a mail written in the statement that adds the registration. */
export const registrationSubjectKeySql = (id: SQLWrapper) => sql<string>`${SUBJECT_KEY_PREFIX}::text || ${id}`

const mailOf = (ids: readonly number[]): SQL | undefined =>
  inArray(mailOutbox.subjectKey, ids.map(registrationSubjectKey))

/** The mails written for one registration, oldest first (its owner's access request lists them). */
export async function registrationMails(db: Db, id: number) {
  return db
    .select({
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      text: mailOutbox.text,
    })
    .from(mailOutbox)
    .where(mailOf([id]))
    .orderBy(asc(mailOutbox.id))
}

/**
 * Empties these registrations' personal columns and tokens, stamps `purged_at` and deletes their
 * mails, in the caller's transaction; type, country, interests, dates, consents and check-ins are the
 * caller's to keep or delete. Returns how many mails went.
 */
export async function forgetRegistrations(db: Db, ids: readonly number[], now: Date): Promise<number> {
  if (ids.length === 0) return 0
  await db
    .update(r)
    .set({
      truename: null,
      mobile: null,
      email: null,
      company: null,
      jobTitle: null,
      badgeToken: null,
      confirmTokenHash: null,
      purgedAt: now,
    })
    .where(inArray(r.id, [...ids]))
  const mails = await db.delete(mailOutbox).where(mailOf(ids)).returning({ id: mailOutbox.id })
  return mails.length
}

interface PurgeCounts {
  registrations: number
  mails: number
}

/**
 * The retention purge, over every edition: a registration keeps its personal data `retentionDays`
 * after its show's end, or after it was made when that was later (a registration made after the show
 * is never younger than its retention when it goes). Consent evidence stays: once the row is empty it
 * names nobody, and it still shows that the processing before the purge was consented to. Each batch
 * is one transaction with its audit entry (counts and editions, no personal data).
 */
export async function purgeExpiredRegistrations(db: Db, retentionDays: number, now = new Date()): Promise<PurgeCounts> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000)
  let mails = 0
  const registrations = await purgeInBatches(db, async (tx) => {
    const rows = await tx
      .select({ id: r.id, edition: r.edition })
      .from(r)
      .where(
        and(
          isNull(r.purgedAt),
          // Both dates past the cutoff: the later of the two counts.
          lte(r.editionEndsAt, cutoff),
          lte(r.createdAt, cutoff),
        ),
      )
      .orderBy(asc(r.id))
      .limit(PURGE_BATCH)
      .for('update', { skipLocked: true })
    if (rows.length === 0) return 0
    const ids = rows.map((row) => row.id)
    const forgotten = await forgetRegistrations(tx, ids, now)
    await recordAudit(tx, SYSTEM_ACTOR, {
      action: 'purge',
      entity: 'visitor_registration',
      after: {
        registrations: ids.length,
        mails: forgotten,
        editions: [...new Set(rows.map((row) => row.edition))].sort(),
        retentionDays,
      },
    })
    mails += forgotten
    return ids.length
  })
  return { registrations, mails }
}

/** The retention setting in days, or the default for a missing or unusable value. */
export function retentionDaysOf(setting: string | undefined): number {
  const days = Number(setting)
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_REGISTRATION_RETENTION_DAYS
}
