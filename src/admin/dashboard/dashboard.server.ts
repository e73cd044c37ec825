import { and, count, eq, gt, gte, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/client.server'
import { boothApplication, mailOutbox, news, newsletterSubscription } from '~/db/schema'
import { type Capability, can } from '../auth/roles'
import { type AdminUser, mustSetUpTwoFactor } from '../auth/session.server'
import { collectionsMissingTranslationCount } from '../collections/collections.server'
import { newsMissingTranslationCount } from '../news/news-admin.server'
import { type DashboardFigures, type WaitingCounts, WEEKS, type WeekFigures } from './contract'

/** Whether the viewer may read what a capability guards (an administrator without 2FA yet may not). */
const mayRead = (user: AdminUser, capability: Capability) => can(user.role, capability) && !mustSetUpTwoFactor(user)

/** A count the viewer may see, or null (the query is not even run for the others). */
async function allowed(user: AdminUser, capability: Capability, read: () => Promise<number>) {
  return mayRead(user, capability) ? read() : null
}

/** What waits for the viewer, by what their role may act on. */
export async function waitingCounts(db: Db, user: AdminUser): Promise<WaitingCounts> {
  const [newApplications, unconfirmedSubscribers, failedMails, scheduledNews, missingTranslations] = await Promise.all([
    allowed(user, 'submissions:read', async () =>
      firstCount(db.select({ n: count() }).from(boothApplication).where(eq(boothApplication.status, 'new'))),
    ),
    allowed(user, 'submissions:read', async () =>
      firstCount(
        db.select({ n: count() }).from(newsletterSubscription).where(eq(newsletterSubscription.status, 'unconfirmed')),
      ),
    ),
    allowed(user, 'mail:read', async () =>
      firstCount(db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'failed'))),
    ),
    allowed(user, 'content:write', async () =>
      firstCount(
        db
          .select({ n: count() })
          .from(news)
          .where(and(eq(news.status, 'scheduled'), gt(news.publishedAt, sql`now()`))),
      ),
    ),
    allowed(user, 'content:write', async () => {
      const [ofNews, ofContent] = await Promise.all([
        newsMissingTranslationCount(db),
        collectionsMissingTranslationCount(db),
      ])
      return ofNews + ofContent
    }),
  ])
  return { newApplications, unconfirmedSubscribers, failedMails, scheduledNews, missingTranslations }
}

async function firstCount(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query
  return row?.n ?? 0
}

/** The Monday (Beijing time) of a row's week, as `YYYY-MM-DD`. */
const weekOf = (column: AnyPgColumn) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone 'Asia/Shanghai'), 'YYYY-MM-DD')`

/** The Mondays of the last `weeks` weeks in Beijing, oldest first, as `YYYY-MM-DD`. */
export function lastMondays(now: Date, weeks = WEEKS): string[] {
  const beijing = new Date(now.getTime() + 8 * 3_600_000)
  const sinceMonday = (beijing.getUTCDay() + 6) % 7
  const monday = Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), beijing.getUTCDate() - sinceMonday)
  return Array.from({ length: weeks }, (_, i) =>
    new Date(monday - (weeks - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
  )
}

/** Applications and subscriptions per week, and how many of each week's subscriptions are confirmed. */
export async function weeklyFigures(db: Db, now = new Date()): Promise<WeekFigures[]> {
  const mondays = lastMondays(now)
  const since = new Date(`${mondays[0]}T00:00:00+08:00`)
  const a = boothApplication
  const s = newsletterSubscription
  const [applications, subscriptions] = await Promise.all([
    db
      .select({ week: weekOf(a.createdAt), n: count() })
      .from(a)
      .where(gte(a.createdAt, since))
      .groupBy(sql`1`),
    db
      .select({
        week: weekOf(s.createdAt),
        n: count(),
        confirmed: sql<number>`count(*) filter (where ${s.status} = 'confirmed')::int`,
      })
      .from(s)
      .where(gte(s.createdAt, since))
      .groupBy(sql`1`),
  ])
  const applied = new Map(applications.map((row) => [row.week, row.n]))
  const subscribed = new Map(subscriptions.map((row) => [row.week, row]))
  return mondays.map((week) => ({
    week,
    applications: applied.get(week) ?? 0,
    subscriptions: subscribed.get(week)?.n ?? 0,
    confirmed: Number(subscribed.get(week)?.confirmed ?? 0),
  }))
}

export async function dashboardFigures(db: Db, user: AdminUser): Promise<DashboardFigures> {
  const [waiting, weeks] = await Promise.all([
    waitingCounts(db, user),
    mayRead(user, 'submissions:read') ? weeklyFigures(db) : null,
  ])
  return { waiting, weeks }
}
