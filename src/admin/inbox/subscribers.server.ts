import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import { INBOX_PAGE_SIZE, type SubscriberListAnswer, type SubscriberListRequest } from '~/admin/inbox/contract'
import type { Db } from '~/db/client.server'
import { newsletterSubscription, subscriptionConsent } from '~/db/schema'
import { likeContains } from '~/db/search-terms'

/** The list's and the export's one filter. */
export function subscriberWhere(filter: SubscriberListRequest): SQL | undefined {
  const conditions: SQL[] = []
  if (filter.q) {
    const pattern = likeContains(filter.q)
    const text = [
      newsletterSubscription.truename,
      newsletterSubscription.email,
      newsletterSubscription.company,
      newsletterSubscription.position,
    ].map((column) => ilike(column, pattern))
    conditions.push(or(...text) as SQL)
  }
  if (filter.status) conditions.push(eq(newsletterSubscription.status, filter.status))
  return conditions.length ? and(...conditions) : undefined
}

/**
 * Newest first. An unsubscribe deletes the subscriber with their consent records (the privacy notice's
 * promise), so the list holds confirmed and unconfirmed addresses only; only confirmed ones get mail.
 */
export async function listSubscribers(db: Db, filter: SubscriberListRequest): Promise<SubscriberListAnswer> {
  const where = subscriberWhere(filter)
  const page = filter.page ?? 1
  const [rows, totals] = await Promise.all([
    db
      .select({
        row: newsletterSubscription,
        // The privacy notice the subscriber agreed to (the consent given with the form).
        noticeVersion: sql<string | null>`(select ${subscriptionConsent.noticeVersion} from ${subscriptionConsent}
          where ${subscriptionConsent.subscriptionId} = ${newsletterSubscription.id} and ${subscriptionConsent.action} = 'given'
          order by ${subscriptionConsent.id} desc limit 1)`,
      })
      .from(newsletterSubscription)
      .where(where)
      .orderBy(desc(newsletterSubscription.createdAt), desc(newsletterSubscription.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    db.select({ total: count() }).from(newsletterSubscription).where(where),
  ])
  return {
    rows: rows.map(({ row, noticeVersion }) => ({
      id: row.id,
      name: row.truename,
      email: row.email,
      company: row.company,
      position: row.position,
      lang: row.lang,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      noticeVersion,
    })),
    total: totals[0]?.total ?? 0,
    page,
    pageSize: INBOX_PAGE_SIZE,
  }
}
