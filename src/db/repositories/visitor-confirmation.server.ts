import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, inArray, isNull, lte, type SQLWrapper, sql } from 'drizzle-orm'
import type { Db } from '../connect.server'
import { insertSelect, rowValues } from '../insert-select.server'
import { mailOutbox, registrationConsent, visitorRegistration } from '../schema'
import {
  type BadgeHolder,
  base32,
  confirmedOnFile,
  holderOf,
  newBadgeToken,
  type RegistrationRecord,
} from './visitor-registrations.server'
import { registrationSubjectKey, registrationSubjectKeySql } from './visitor-retention.server'

/**
 * The site's registrations wait for their address to be confirmed (ADR 037): a POST stores a
 * `pending` row, binding nothing (the e-mail's unique index skips pending rows), and mails a link
 * to the typed address; only opening it (a POST from the confirmation page) issues the badge.
 */

/** How long a mailed confirmation link works. */
const CONFIRM_TTL_MS = 24 * 3_600_000

/** A new confirmation code: 128 random bits in base32 (26 characters), easy to paste or type. */
export const newConfirmToken = () => base32(randomBytes(16))

/** The code as typed or pasted (any case, spaces or dashes between groups) in its stored form. */
function confirmTokenHash(token: string): string {
  return createHash('sha256').update(token.replace(/[\s-]/g, '').toUpperCase()).digest('hex')
}

/**
 * The lock, until the transaction ends, on everything done for one address of one edition (either
 * given as values or as the columns of the row being read): a registration's checks and insert and
 * a confirmation, so two at once can neither both pass the mail cap nor both activate (the second
 * would hit the unique index). One expression for both, so both take the same lock.
 */
const addressLock = (edition: SQLWrapper, email: SQLWrapper) =>
  sql`pg_advisory_xact_lock(hashtextextended(${edition} || ':' || lower(${email}), 0))`

/** Takes the address's lock (see `addressLock`) in the caller's transaction. */
export async function lockAddress(db: Db, edition: string, email: string): Promise<void> {
  await db.execute(sql`select ${addressLock(sql`${edition}::text`, sql`${email}::text`)}`)
}

/** A mail written with the registration it concerns (its subject key is set from the new row's id). */
export type RegistrationMailRow = typeof mailOutbox.$inferInsert

/** What a registration request found of its address, under the address's lock, and what it stored. */
export interface RegistrationStanding {
  /** The new pending registration's id; null when the standing below kept it from being stored. */
  added: number | null
  /** The address's registration mails since `mailCap.since` (before this one). */
  mails: number
  /** A confirmed registration of the address is on file for the edition. */
  onFile: boolean
}

/**
 * A registration request in one statement (ADR 042): under the address's lock, its standing (the
 * registration mails it had since `mailCap.since`, a confirmed registration on file), and, when it
 * has fewer than `mailCap.limit` mails and nothing on file, the pending registration (no badge yet)
 * with the hash of its mailed code, its consent evidence and its confirmation mail. The statement
 * is its own transaction: the lock is held until all of it is committed, and the standing is read
 * after the lock was granted (`registration_mails_since`, `registration_on_file`: migration 0033).
 */
export async function addPendingRegistration(
  db: Db,
  input: RegistrationRecord,
  {
    confirmToken,
    mail,
    mailCap,
    now = new Date(),
  }: {
    confirmToken: string
    mail: RegistrationMailRow
    mailCap: { limit: number; since: Date }
    now?: Date
  },
): Promise<RegistrationStanding> {
  const { consents, noticeVersion, source, consentActorId, ...fields } = input
  const edition = sql`${input.edition}::text`
  const email = sql`${input.email}::text`
  const lock = db
    .$with('address_lock', { locked: sql`locked`.as('locked') })
    .as(sql`select ${addressLock(edition, email)} as locked`)
  const standing = db
    .$with('standing', {
      mails: sql<number>`mails`.mapWith(Number).as('mails'),
      onFile: sql<boolean>`on_file`.as('on_file'),
    })
    .as(
      sql`select registration_mails_since(${email}, ${mailCap.since.toISOString()}::timestamptz) as mails, registration_on_file(${edition}, ${email}) as on_file from ${lock}`,
    )
  const r = visitorRegistration
  const added = db.$with('added', { id: sql<number>`id`.mapWith(Number).as('id'), at: sql`at`.as('at') }).as(
    sql`${insertSelect(
      r,
      rowValues(r, {
        ...fields,
        status: 'pending',
        badgeToken: null,
        confirmTokenHash: confirmTokenHash(confirmToken),
        confirmExpiresAt: new Date(now.getTime() + CONFIRM_TTL_MS),
      }),
      standing,
      sql`${standing.mails} < ${mailCap.limit} and not ${standing.onFile}`,
    )} returning ${r.id} as id, ${r.createdAt} as at`,
  )
  // Each ticked purpose its own row, timed as the registration.
  const c = registrationConsent
  const evidence = consents.map((purpose, i) =>
    db
      .$with(`consent_${i}`, {})
      .as(
        insertSelect(
          c,
          [
            [c.registrationId, added.id],
            [c.at, added.at],
            ...rowValues(c, { purpose, noticeVersion, source, lang: input.lang, actorId: consentActorId ?? null }),
          ],
          added,
        ),
      ),
  )
  const m = mailOutbox
  const confirmMail = db
    .$with('confirm_mail', {})
    .as(
      insertSelect(
        m,
        [...rowValues(m, { ...mail, subjectKey: undefined }), [m.subjectKey, registrationSubjectKeySql(added.id)]],
        added,
      ),
    )
  const [row] = await db
    .with(lock, standing, added, ...evidence, confirmMail)
    .select({ mails: standing.mails, onFile: standing.onFile, added: sql<number | null>`(select id from ${added})` })
    .from(standing)
  if (!row) throw new Error('registration standing not read')
  return { added: row.added === null ? null : Number(row.added), mails: row.mails, onFile: row.onFile === true }
}

export type ConfirmOutcome =
  /** Unknown, used or expired code: nothing changed. */
  | { kind: 'unknown' }
  /** The registration is active now, with its new badge. */
  | { kind: 'confirmed'; holder: BadgeHolder }
  /**
   * A confirmed registration of that address was on file for the edition: it is unchanged and the
   * pending duplicate is gone; `holder` is the badge on file (null when cancelled).
   */
  | { kind: 'onFile'; holder: BadgeHolder | null }

/**
 * Opens a mailed code, in the caller's transaction (ADR 037). The common case, a first opening, is
 * two statements: the pending row read with its address locked, then activated unless the address
 * has a confirmed registration on file (checked in the update, after the lock).
 */
export async function confirmPendingRegistration(db: Db, token: string, now = new Date()): Promise<ConfirmOutcome> {
  const r = visitorRegistration
  const hash = confirmTokenHash(token)
  const [pending] = await db
    .select({ id: r.id, edition: r.edition, email: r.email, locked: addressLock(r.edition, r.email) })
    .from(r)
    .where(and(eq(r.confirmTokenHash, hash), eq(r.status, 'pending'), gt(r.confirmExpiresAt, now), isNull(r.purgedAt)))
  if (!pending?.email) return { kind: 'unknown' }
  const [confirmed] = await db
    .update(r)
    .set({
      status: 'active',
      confirmedAt: now,
      badgeToken: newBadgeToken(),
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(
      and(
        eq(r.id, pending.id),
        eq(r.status, 'pending'),
        sql`not registration_on_file(${pending.edition}::text, ${pending.email}::text)`,
      ),
    )
    .returning()
  const holder = confirmed ? holderOf(confirmed) : null
  if (holder) return { kind: 'confirmed', holder }
  // Not activated: the address was confirmed already (maybe by this very code, opened twice at once).
  const onFile = await confirmedOnFile(db, pending.edition, pending.email)
  if (!onFile) return { kind: 'unknown' }
  await db.delete(r).where(and(eq(r.id, pending.id), eq(r.status, 'pending')))
  return { kind: 'onFile', holder: onFile.status === 'active' ? holderOf(onFile) : null }
}

/**
 * Pending registrations whose code has expired, deleted with their consent evidence (cascade) and
 * the confirmation mails written for them: nobody confirmed the address, so nothing of them is kept.
 * Returns how many registrations went.
 */
export async function purgeExpiredPendingRegistrations(db: Db, now = new Date()): Promise<number> {
  const r = visitorRegistration
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(r)
      .where(and(eq(r.status, 'pending'), lte(r.confirmExpiresAt, now)))
      .returning({ id: r.id })
    if (removed.length > 0)
      await tx.delete(mailOutbox).where(
        inArray(
          mailOutbox.subjectKey,
          removed.map(({ id }) => registrationSubjectKey(id)),
        ),
      )
    return removed.length
  })
}
