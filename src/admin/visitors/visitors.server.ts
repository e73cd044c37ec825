import { and, count, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { queryRows } from '~/db/raw-query.server'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import { forgetRegistrations, registrationMails } from '~/db/repositories/visitor-retention.server'
import {
  badgeScan,
  industry,
  registrationConsent,
  registrationDailyCount,
  visitorCheckIn,
  visitorRegistration,
} from '~/db/schema'
import { likeContains } from '~/db/search-terms'
import { enqueueBadgeMail } from '~/mail/badge-mail.server'
import { type Actor, recordAudit } from '../audit/audit.server'
import {
  type FigureRow,
  TOP_ROWS,
  VISITORS_PAGE_SIZE,
  type VisitorFigures,
  type VisitorListAnswer,
  type VisitorListRequest,
  type VisitorRefusal,
} from './contract'

const r = visitorRegistration

/** The running edition (site settings): the list shows its registrations. */
async function runningEdition(db: Db): Promise<string> {
  return (await readSiteConfig(db)).text.edition ?? ''
}

/**
 * An edition's visitors for the figures: its registrations less those nobody confirmed yet (ADR 037),
 * which are no visitors (no badge, maybe someone else's address) and go within a day. The list shows
 * them, marked as awaiting confirmation, so staff can help someone whose mail did not arrive.
 */
const visitorsOf = (edition: string): SQL => and(eq(r.edition, edition), ne(r.status, 'pending')) ?? sql`false`

/** The list's and the export's one filter, within an edition. */
function visitorWhere(edition: string, filter: Omit<VisitorListRequest, 'page'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(r.edition, edition)]
  if (filter.q) {
    const pattern = likeContains(filter.q)
    conditions.push(or(...[r.truename, r.email, r.mobile, r.company, r.jobTitle].map((c) => ilike(c, pattern))))
  }
  if (filter.type) conditions.push(eq(r.visitorType, filter.type))
  if (filter.country) conditions.push(eq(r.country, filter.country))
  if (filter.interest) conditions.push(sql`${r.interests} @> ${JSON.stringify([filter.interest])}::jsonb`)
  if (filter.checkedIn === 'yes') conditions.push(isNotNull(visitorCheckIn.registrationId))
  if (filter.checkedIn === 'no') conditions.push(isNull(visitorCheckIn.registrationId))
  return and(...conditions)
}

/** The running edition's registrations, newest first. */
export async function listVisitors(db: Db, filter: VisitorListRequest): Promise<VisitorListAnswer> {
  const where = visitorWhere(await runningEdition(db), filter)
  const page = filter.page ?? 1
  const checkedIn = eq(visitorCheckIn.registrationId, r.id)
  const [rows, totals] = await Promise.all([
    db
      .select({ registration: r, checkedInAt: visitorCheckIn.scannedAt })
      .from(r)
      .leftJoin(visitorCheckIn, checkedIn)
      .where(where)
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(VISITORS_PAGE_SIZE)
      .offset((page - 1) * VISITORS_PAGE_SIZE),
    db.select({ total: count() }).from(r).leftJoin(visitorCheckIn, checkedIn).where(where),
  ])
  return {
    rows: rows.map(({ registration: row, checkedInAt }) => ({
      id: row.id,
      name: row.truename,
      email: row.email,
      mobile: row.mobile,
      company: row.company,
      jobTitle: row.jobTitle,
      country: row.country,
      province: row.province,
      visitorType: row.visitorType,
      interests: row.interests,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      checkedInAt: checkedInAt?.toISOString() ?? null,
      purged: row.purgedAt !== null,
    })),
    total: totals[0]?.total ?? 0,
    page,
    pageSize: VISITORS_PAGE_SIZE,
  }
}

/** Cancels a registration (its badge is refused at the door from now on); audited. */
export async function cancelRegistration(db: Db, actor: Actor, id: number): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(r)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(and(eq(r.id, id), eq(r.status, 'active')))
      .returning({ id: r.id })
    if (row) await recordAudit(tx, actor, { action: 'cancel', entity: 'visitor_registration', entityId: String(id) })
    return Boolean(row)
  })
  await flushWrites(db)
  return done
}

/**
 * Why an action on registration `id` was refused, read after the refusal: the screen says that a
 * colleague erased or cancelled it meanwhile instead of a bare "no".
 */
export async function refusalOf(db: Db, id: number): Promise<VisitorRefusal> {
  const [row] = await db.select({ status: r.status, purgedAt: r.purgedAt, email: r.email }).from(r).where(eq(r.id, id))
  if (!row) return 'not-found'
  if (row.purgedAt) return 'erased'
  if (row.status === 'cancelled') return 'cancelled'
  return row.email ? 'not-found' : 'no-email'
}

/** Mails the badge again to the address on file (an active, not erased registration); audited. */
export async function resendBadge(db: Db, actor: Actor, id: number, origin: string): Promise<boolean> {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.id, id), eq(r.status, 'active'), isNull(r.purgedAt)))
  if (!row?.email || !row.badgeToken) return false
  const holder = {
    id: row.id,
    badgeToken: row.badgeToken,
    truename: row.truename ?? '',
    email: row.email,
    lang: row.lang,
  }
  await db.transaction(async (tx) => {
    await enqueueBadgeMail(tx, holder, origin)
    await recordAudit(tx, actor, { action: 'resend', entity: 'visitor_registration', entityId: String(id) })
  })
  await flushWrites(db)
  return true
}

/**
 * One person's data as stored (PIPL: access on request): the registration, its consent evidence,
 * its check-in and scans, and the mails written to them (kind, subject, status, dates, text). The
 * download is audited by the registration's id only.
 */
export async function exportPerson(db: Db, actor: Actor, id: number) {
  const [registration] = await db.select().from(r).where(eq(r.id, id))
  if (!registration) return null
  const [consents, checkIn, scans, mails] = await Promise.all([
    db.select().from(registrationConsent).where(eq(registrationConsent.registrationId, id)),
    db.select().from(visitorCheckIn).where(eq(visitorCheckIn.registrationId, id)),
    db.select().from(badgeScan).where(eq(badgeScan.registrationId, id)),
    registrationMails(db, id),
  ])
  await recordAudit(db, actor, { action: 'export', entity: 'visitor_registration', entityId: String(id) })
  return { registration, consents, checkIn: checkIn[0] ?? null, scans, mails }
}

/**
 * One person's data erased on request: every copy (ADR 039): the personal columns and the badge token
 * emptied (the badge stops working), their mails deleted from the outbox, the consent evidence
 * deleted with them; type, country, interests and the check-in stay for the counts. Audited with
 * the count of mails deleted.
 */
export async function erasePerson(db: Db, actor: Actor, id: number): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.id, id), isNull(r.purgedAt)))
      .for('update')
    if (!row) return false
    const mails = await forgetRegistrations(tx, [id], new Date())
    await tx.delete(registrationConsent).where(eq(registrationConsent.registrationId, id))
    await recordAudit(tx, actor, {
      action: 'erase',
      entity: 'visitor_registration',
      entityId: String(id),
      after: { mails },
    })
    return true
  })
  await flushWrites(db)
  return done
}

/** The dashboard's figures for the running edition, against the latest earlier edition's daily counts. */
export async function visitorFigures(db: Db, days = 30): Promise<VisitorFigures> {
  const { text } = await readSiteConfig(db)
  const edition = text.edition ?? ''
  const start = new Date(Number(text.exhibition_start_time) * 1000)
  const where = visitorsOf(edition)
  const [[totals], [checked], perDayRows, byType, previousRows] = await Promise.all([
    db.select({ n: count() }).from(r).where(where),
    db.select({ n: count() }).from(visitorCheckIn).innerJoin(r, eq(r.id, visitorCheckIn.registrationId)).where(where),
    db
      .select({
        daysBefore: sql<number>`floor(extract(epoch from (${start}::timestamptz - ${r.createdAt})) / 86400)::int`,
        n: count(),
      })
      .from(r)
      .where(where)
      .groupBy(sql`1`),
    db.select({ type: r.visitorType, n: count() }).from(r).where(where).groupBy(r.visitorType),
    db
      .select()
      .from(registrationDailyCount)
      .where(
        eq(
          registrationDailyCount.edition,
          sql`(select max(edition) from ${registrationDailyCount} where edition <> ${edition})`,
        ),
      ),
  ])
  const [byCountry, byProvince, byInterest, checkInsPerHour, checkInsByGate] = await Promise.all([
    topRows(db, r.country, where),
    topRows(db, r.province, and(where, eq(r.country, 'CN'), isNotNull(r.province))),
    interestRows(db, edition),
    db
      .select({
        key: sql<string>`to_char(${visitorCheckIn.scannedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24')`,
        count: count(),
      })
      .from(visitorCheckIn)
      .innerJoin(r, eq(r.id, visitorCheckIn.registrationId))
      .where(where)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    topRows(db, visitorCheckIn.gate, where, 'check-ins'),
  ])
  const current = new Map(perDayRows.map((row) => [Number(row.daysBefore), row.n]))
  const previous = new Map(previousRows.map((row) => [row.daysBefore, row.count]))
  const perDay = Array.from({ length: days }, (_, i) => days - 1 - i).map((daysBefore) => ({
    daysBefore,
    count: current.get(daysBefore) ?? 0,
    previous: previous.get(daysBefore) ?? 0,
  }))
  return {
    edition,
    previousEdition: previousRows[0]?.edition ?? null,
    total: totals?.n ?? 0,
    checkedIn: checked?.n ?? 0,
    perDay,
    byType: byType.map((row) => ({ type: row.type, count: row.n })).sort((a, b) => b.count - a.count),
    byCountry,
    byProvince,
    byInterest,
    // The last day of the show at most (24 bars); older hours are in the CSV export.
    checkInsPerHour: checkInsPerHour.slice(-24),
    checkInsByGate,
  }
}

/** The TOP_ROWS most frequent values of a column over the registrations (or their check-ins), most first. */
async function topRows(
  db: Db,
  column: AnyPgColumn,
  where: SQL | undefined,
  over: 'registrations' | 'check-ins' = 'registrations',
): Promise<FigureRow[]> {
  const key = sql<string>`${column}`
  const base =
    over === 'check-ins'
      ? db.select({ key, count: count() }).from(visitorCheckIn).innerJoin(r, eq(r.id, visitorCheckIn.registrationId))
      : db.select({ key, count: count() }).from(r)
  return base.where(where).groupBy(column).orderBy(desc(count()), column).limit(TOP_ROWS)
}

/** The most chosen interests (a registration's `interests` is a JSON array of industry codes). */
async function interestRows(db: Db, edition: string): Promise<VisitorFigures['byInterest']> {
  const rows = await queryRows<{ key: string; count: number; name_cn: string | null; name_en: string | null }>(
    db,
    sql`
    select chosen.code as key, count(*)::int as count, ${industry.nameCn} as name_cn, ${industry.nameEn} as name_en
    from ${r} cross join lateral jsonb_array_elements_text(${r.interests}) as chosen(code)
    left join ${industry} on ${industry.code} = chosen.code
    where ${visitorsOf(edition)}
    group by chosen.code, ${industry.nameCn}, ${industry.nameEn}
    order by count(*) desc, chosen.code
    limit ${TOP_ROWS}`,
  )
  return rows.map((row) => ({
    key: row.key,
    count: Number(row.count),
    nameCn: row.name_cn ?? row.key,
    nameEn: row.name_en ?? row.key,
  }))
}

const CSV_HEADER = [
  'id',
  'name',
  'mobile',
  'email',
  'company',
  'job_title',
  'country',
  'province',
  'visitor_type',
  'interests',
  'purchasing_role',
  'status',
  'lang',
  'registered_at',
  'checked_in_at',
  'consents',
] as const

/** The list's current filter as CSV rows (the hardened writer of every export), oldest first. */
export async function visitorsCsv(db: Db, filter: Omit<VisitorListRequest, 'page'>) {
  const where = visitorWhere(await runningEdition(db), filter)
  const rows = await db
    .select({
      registration: r,
      checkedInAt: visitorCheckIn.scannedAt,
      consents: sql<string>`(select string_agg(purpose, ' ' order by purpose) from ${registrationConsent} where registration_id = ${r.id})`,
    })
    .from(r)
    .leftJoin(visitorCheckIn, eq(visitorCheckIn.registrationId, r.id))
    .where(where)
    .orderBy(r.id)
  const cells = rows.map(({ registration: row, checkedInAt, consents }) => [
    row.id,
    row.truename,
    row.mobile,
    row.email,
    row.company,
    row.jobTitle,
    row.country,
    row.province,
    row.visitorType,
    row.interests.join(' '),
    row.purchasingRole,
    row.status,
    row.lang,
    row.createdAt,
    checkedInAt,
    consents,
  ])
  return { header: CSV_HEADER, cells }
}
