import { createHash, randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Locale } from '~/i18n/locales'
import type { Db } from '../connect.server'
import { flushWrites } from '../durability.server'
import { queryRows } from '../raw-query.server'
import { type ConsentSource, newsletterSubscription } from '../schema'

export interface SubscriptionInput {
  truename: string
  email: string
  company: string
  position: string
  lang: Locale
  /** PIPL: only call this after the visitor ticked the (not pre-ticked) consent box. */
  consent: true
  /** Which privacy notice the visitor saw (`subscription/v2`: the version its page showed, ADR 037). */
  noticeVersion: string
  source: ConsentSource
}

/** How long a confirmation link stays valid; unconfirmed entries are purged after it. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

export type SubscriptionResult =
  | {
      created: true
      id: number
      /** For the confirmation mail (double opt-in); only its hash is stored. */
      confirmToken: string
      /** For the unsubscribe link in every mailing (Advertising Law art. 43). */
      unsubscribeToken: string
    }
  /** The address is already subscribed (confirmed or not): nothing was changed. */
  | { created: false }

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A new subscription, unconfirmed, with its consent evidence, in one statement (a data-modifying
 * CTE): a crash leaves both or neither, and two concurrent requests cannot duplicate the address.
 * A repeat for an address already stored changes nothing: anyone can type anyone's address, so
 * details and consent of an existing subscriber change only through their own confirmed link (with
 * e-mail). Resolves only after the write is durable.
 */
export async function addSubscription(db: Db, input: SubscriptionInput): Promise<SubscriptionResult> {
  const confirmToken = randomBytes(24).toString('base64url')
  const unsubscribeToken = randomBytes(24).toString('base64url')
  const now = new Date()
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with added as (
      insert into ${newsletterSubscription}
        (truename, email, company, position, lang, consent_at, unsubscribe_token, status, confirm_token_hash, confirm_expires_at)
      values (${input.truename.trim()}, ${input.email.trim()}, ${input.company.trim()}, ${input.position.trim()},
        ${input.lang}, ${now}, ${unsubscribeToken}, 'unconfirmed', ${hashToken(confirmToken)},
        ${new Date(now.getTime() + CONFIRMATION_TTL_MS)})
      on conflict (email_key) do nothing
      returning id
    )
    insert into subscription_consent (subscription_id, action, at, notice_version, source, lang)
    select id, 'given', ${now}, ${input.noticeVersion}, ${input.source}, ${input.lang} from added
    returning subscription_id as id`,
  )
  await flushWrites(db)
  const [row] = rows
  return row ? { created: true, id: Number(row.id), confirmToken, unsubscribeToken } : { created: false }
}

/**
 * Double opt-in: the mailed link confirms an unconfirmed subscription while it has not expired, and
 * records the confirmation as consent evidence. True when this call confirmed it.
 */
export async function confirmSubscription(db: Db, token: string, now = new Date()): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with confirmed as (
      update ${newsletterSubscription}
      set status = 'confirmed', confirmed_at = ${now}, confirm_token_hash = null, confirm_expires_at = null
      where confirm_token_hash = ${hashToken(token)} and status = 'unconfirmed' and confirm_expires_at > ${now}
      returning id, lang
    )
    insert into subscription_consent (subscription_id, action, at, notice_version, source, lang)
    select c.id, 'confirmed', ${now}, g.notice_version, g.source, c.lang
    from confirmed c
    join lateral (
      select notice_version, source from subscription_consent
      where subscription_id = c.id and action = 'given' order by at desc limit 1
    ) g on true
    returning subscription_id as id`,
  )
  await flushWrites(db)
  return rows.length > 0
}

/** Unconfirmed subscriptions whose link expired are deleted (with their evidence). Returns how many. */
export async function purgeUnconfirmedSubscriptions(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(newsletterSubscription)
    .where(
      sql`${newsletterSubscription.status} = 'unconfirmed' and ${newsletterSubscription.confirmExpiresAt} <= ${now}`,
    )
    .returning({ id: newsletterSubscription.id })
  await flushWrites(db)
  return removed.length
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
