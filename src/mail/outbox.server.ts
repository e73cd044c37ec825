import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { type MailKind, mailOutbox } from '~/db/schema'

export interface OutgoingMail {
  kind: MailKind
  to: string
  subject: string
  text: string
  headers?: Record<string, string>
  /**
   * Whose mail it is when it concerns one person's record (`registrationSubjectKey(id)`): their
   * access request lists it and their erasure or purge deletes it (ADR 039).
   */
  subjectKey?: string
}

type Row = typeof mailOutbox.$inferSelect

/** The outbox row of a mail as written: the rest of the row is the outbox's defaults. */
export type OutboxValues = Required<
  Pick<typeof mailOutbox.$inferInsert, 'kind' | 'toAddress' | 'subject' | 'text' | 'headers' | 'messageId'>
> & { subjectKey: string | null }

/** The outbox row of a mail, as written (its Message-ID drawn here, the same on every attempt). */
export function outboxValues(mail: OutgoingMail, domain: string): OutboxValues {
  return {
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    text: mail.text,
    headers: mail.headers ?? {},
    messageId: `<${randomUUID()}@${domain}>`,
    subjectKey: mail.subjectKey ?? null,
  }
}

/** Writes a mail to the outbox; call it in the transaction of what the mail reports. */
export async function enqueueMail(db: Db, mail: OutgoingMail, domain: string): Promise<void> {
  await db.insert(mailOutbox).values(outboxValues(mail, domain))
}

/** How long a process may work on a claimed message before another may take it over. */
const LEASE_MS = 60_000
/** Retries before a message is given up (failed): with the backoff below, about a day and a half. */
const MAX_ATTEMPTS = 12

/** Seconds to wait before attempt `n + 1`: 15 s doubling, at most 4 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 4 * 3_600_000)
}

/**
 * Claims up to `limit` due messages for this process: a lease in `locked_until`, taken with
 * SKIP LOCKED so several processes never claim one message twice.
 */
export async function claimDueMail(db: Db, now: Date, limit = 10): Promise<Row[]> {
  const lease = new Date(now.getTime() + LEASE_MS)
  return db
    .update(mailOutbox)
    .set({ lockedUntil: lease })
    .where(
      sql`${mailOutbox.id} in (
        select id from ${mailOutbox}
        where status = 'pending' and next_attempt_at <= ${now}
          and (locked_until is null or locked_until <= ${now})
        order by id limit ${limit} for update skip locked)`,
    )
    .returning()
}

export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id))
}

/** A failed attempt: tried again after the backoff, given up after MAX_ATTEMPTS. */
export async function markAttemptFailed(db: Db, row: Row, error: string, now: Date): Promise<void> {
  const attempts = row.attempts + 1
  await db
    .update(mailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 500),
      lockedUntil: null,
      status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
      nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
    })
    .where(eq(mailOutbox.id, row.id))
}

/** Without an SMTP server, due messages are held for the back office's outbox instead of retried. */
export async function holdDueMail(db: Db, now: Date): Promise<number> {
  const held = await db
    .update(mailOutbox)
    .set({ status: 'held' })
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .returning({ id: mailOutbox.id })
  return held.length
}

/** The outbox as the back office lists it: newest first. */
export async function listOutbox(db: Db, limit = 100): Promise<Row[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit)
}

/** Messages in the order they were written (tests and the delivery loop's diagnostics). */
export async function outboxByRecipient(db: Db, to: string): Promise<Row[]> {
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(asc(mailOutbox.id))
}

/** How long a mail stays readable in the outbox after it was written (it holds personal data). */
const MAIL_RETENTION_MS = 90 * 24 * 3_600_000

/** Deletes messages past the retention, whatever their status. Returns how many. */
export async function purgeOldMail(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(mailOutbox)
    .where(lte(mailOutbox.createdAt, new Date(now.getTime() - MAIL_RETENTION_MS)))
    .returning({ id: mailOutbox.id })
  return removed.length
}
