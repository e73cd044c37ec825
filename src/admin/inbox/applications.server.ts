import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm'
import type {
  ApplicationDetail,
  ApplicationListAnswer,
  ApplicationListRequest,
  ApplicationUpdateAnswer,
  ApplicationUpdateInput,
} from '~/admin/inbox/contract'
import { INBOX_PAGE_SIZE } from '~/admin/inbox/contract'
import { boothLabel } from '~/contracts/floor-plan'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { preferredBoothsOf } from '~/db/repositories/booth-applications.server'
import { authUser, booth, boothApplication, boothApplicationEvent } from '~/db/schema'
import { likeContains } from '~/db/search-terms'
import { type Actor, recordAudit } from '../audit/audit.server'
import { can, isAdminRole } from '../auth/roles'

/** The start of a calendar day in Beijing (the organiser's day, whatever the server's zone). */
const beijingDay = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86_400_000)

/** The list's and the export's one filter. */
export function applicationWhere(filter: ApplicationListRequest): SQL | undefined {
  const conditions: SQL[] = []
  if (filter.q) {
    const pattern = likeContains(filter.q)
    const text = [
      boothApplication.companyName,
      boothApplication.contactName,
      boothApplication.email,
      boothApplication.phone,
      boothApplication.productType,
    ].map((column) => ilike(column, pattern))
    conditions.push(or(...text) as SQL)
  }
  if (filter.status) conditions.push(eq(boothApplication.status, filter.status))
  if (filter.boothType) conditions.push(eq(boothApplication.boothType, filter.boothType))
  if (filter.country) conditions.push(eq(boothApplication.country, filter.country))
  if (filter.from) conditions.push(gte(boothApplication.createdAt, beijingDay(filter.from)))
  if (filter.to) conditions.push(lt(boothApplication.createdAt, beijingDay(filter.to, 1)))
  return conditions.length ? and(...conditions) : undefined
}

const rowColumns = {
  id: boothApplication.id,
  createdAt: boothApplication.createdAt,
  companyName: boothApplication.companyName,
  contactName: boothApplication.contactName,
  country: boothApplication.country,
  boothType: boothApplication.boothType,
  areaSqm: boothApplication.areaSqm,
  status: boothApplication.status,
  assigneeEmail: authUser.email,
}

/** Newest first, a page at a time. */
export async function listApplications(db: Db, filter: ApplicationListRequest): Promise<ApplicationListAnswer> {
  const where = applicationWhere(filter)
  const page = filter.page ?? 1
  const [rows, totals, countries] = await Promise.all([
    db
      .select(rowColumns)
      .from(boothApplication)
      .leftJoin(authUser, eq(authUser.id, boothApplication.assigneeId))
      .where(where)
      .orderBy(desc(boothApplication.createdAt), desc(boothApplication.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    db.select({ total: count() }).from(boothApplication).where(where),
    db
      .selectDistinct({ country: boothApplication.country })
      .from(boothApplication)
      .orderBy(asc(boothApplication.country)),
  ])
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: totals[0]?.total ?? 0,
    page,
    pageSize: INBOX_PAGE_SIZE,
    countries: countries.map((row) => row.country),
  }
}

/** Accounts an application can be given to: those that may read submissions, not disabled. */
async function assignees(db: Db): Promise<{ id: string; email: string }[]> {
  const rows = await db
    .select({ id: authUser.id, email: authUser.email, role: authUser.role, banned: authUser.banned })
    .from(authUser)
    .orderBy(asc(authUser.email))
  return rows.filter((row) => row.banned !== true && isAdminRole(row.role) && can(row.role, 'submissions:read'))
}

export async function getApplication(db: Db, id: number): Promise<ApplicationDetail | null> {
  const [[row], events, people] = await Promise.all([
    db
      .select({
        ...rowColumns,
        version: boothApplication.version,
        partnershipIntent: boothApplication.partnershipIntent,
        phone: boothApplication.phone,
        email: boothApplication.email,
        productType: boothApplication.productType,
        lang: boothApplication.lang,
        consentAt: boothApplication.consentAt,
        noticeVersion: boothApplication.noticeVersion,
        preferredBooths: boothApplication.preferredBooths,
      })
      .from(boothApplication)
      .leftJoin(authUser, eq(authUser.id, boothApplication.assigneeId))
      .where(eq(boothApplication.id, id)),
    db
      .select()
      .from(boothApplicationEvent)
      .where(eq(boothApplicationEvent.applicationId, id))
      .orderBy(asc(boothApplicationEvent.at), asc(boothApplicationEvent.id)),
    assignees(db),
  ])
  if (!row) return null
  const [held, available] = await Promise.all([
    db
      .select({ hall: booth.hall, number: booth.number })
      .from(booth)
      .where(eq(booth.applicationId, id))
      .orderBy(asc(booth.hall), asc(booth.number)),
    db
      .select({
        id: booth.id,
        hall: booth.hall,
        number: booth.number,
        areaSqm: booth.areaSqm,
        boothType: booth.boothType,
      })
      .from(booth)
      .where(eq(booth.status, 'available'))
      .orderBy(asc(booth.hall), asc(booth.number)),
  ])
  // The applicant's wishes first, in their order and whatever their type, then the free booths of
  // the type applied for (in number order: the sort is stable).
  const wished = preferredBoothsOf(row.preferredBooths)
  const offered = available
    .map((free) => {
      const label = boothLabel(free.hall, free.number)
      const wish = wished.indexOf(label)
      return { ...free, label, preferred: wish >= 0, rank: wish >= 0 ? wish : wished.length }
    })
    .filter((free) => free.preferred || free.boothType === row.boothType)
    .sort((a, b) => a.rank - b.rank)
  return {
    ...row,
    booths: {
      held: held.map((row) => boothLabel(row.hall, row.number)),
      available: offered.map((free) => ({
        id: free.id,
        label: free.label,
        areaSqm: free.areaSqm,
        preferred: free.preferred,
      })),
    },
    createdAt: row.createdAt.toISOString(),
    consentAt: row.consentAt.toISOString(),
    events: events.map((event) => ({
      id: event.id,
      at: event.at.toISOString(),
      actorEmail: event.actorEmail,
      kind: event.kind,
      value: event.value,
    })),
    assignees: people.map((person) => person.email),
  }
}

/**
 * One save of the detail screen, all or nothing: the status and assignee if they changed, the note
 * if any, each as an event with who and when, and the audit entry. Saving over a newer version (a
 * colleague's change) is refused with the current state, so nobody's step is silently undone.
 */
export async function updateApplication(
  db: Db,
  actor: Actor,
  input: Omit<ApplicationUpdateInput, 'reserveBoothId'> & { reserveBoothId?: number | null },
): Promise<ApplicationUpdateAnswer> {
  const assignee = input.assigneeEmail
    ? (await assignees(db)).find((person) => person.email.toLowerCase() === input.assigneeEmail?.toLowerCase())
    : null
  if (assignee === undefined) return { ok: false, reason: 'unknown-assignee' }
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: boothApplication.status,
        assigneeId: boothApplication.assigneeId,
        version: boothApplication.version,
      })
      .from(boothApplication)
      .where(eq(boothApplication.id, input.id))
      .for('update')
    if (!current) return 'not-found' as const
    if (current.version !== input.version) return 'stale' as const
    // The booth first: when a colleague took it meanwhile, nothing of this save is written.
    const reserved = input.reserveBoothId ? await reserveBooth(tx, input.reserveBoothId, input.id) : null
    if (reserved === undefined) return 'booth-taken' as const
    if (reserved)
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'booth',
        entityId: boothLabel(reserved.hall, reserved.number),
        before: { status: 'available' },
        after: { status: 'reserved', applicationId: input.id },
      })
    const events: (typeof boothApplicationEvent.$inferInsert)[] = []
    const base = { applicationId: input.id, actorEmail: actor.email }
    if (current.status !== input.status) events.push({ ...base, kind: 'status', value: input.status })
    if (current.assigneeId !== (assignee?.id ?? null))
      events.push({ ...base, kind: 'assign', value: assignee?.email ?? null })
    if (input.note) events.push({ ...base, kind: 'note', value: input.note })
    if (events.length === 0 && !reserved) return 'unchanged' as const
    await tx
      .update(boothApplication)
      .set({ status: input.status, assigneeId: assignee?.id ?? null, version: sql`${boothApplication.version} + 1` })
      .where(eq(boothApplication.id, input.id))
    await tx.insert(boothApplicationEvent).values(events)
    const before = { status: current.status, assigneeId: current.assigneeId }
    // That a note was added, never its text: a sales note speaks of the applicant, and the audit log
    // outlives the application's 24 months (the note itself is an event, deleted with the application).
    const after = { status: input.status, assigneeId: assignee?.id ?? null, ...(input.note ? { noteAdded: true } : {}) }
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'booth_application',
      entityId: String(input.id),
      before,
      after,
    })
    return 'saved' as const
  })
  if (outcome === 'not-found') return { ok: false, reason: 'not-found' }
  if (outcome === 'saved') await flushWrites(db)
  const detail = await getApplication(db, input.id)
  if (!detail) return { ok: false, reason: 'not-found' }
  if (outcome === 'stale' || outcome === 'booth-taken') return { ok: false, reason: outcome, detail }
  return { ok: true, detail }
}

/**
 * Holds a free booth for an application: only a booth still available is taken (the row lock makes a
 * concurrent sale or reservation win or lose whole); `undefined` when it is no longer free. The
 * booth's version moves on, so a plan editor open on it is told to reload rather than overwrite.
 */
async function reserveBooth(tx: Db, boothId: number, applicationId: number) {
  const [taken] = await tx
    .update(booth)
    .set({ status: 'reserved', applicationId, version: sql`${booth.version} + 1`, updatedAt: new Date() })
    .where(and(eq(booth.id, boothId), eq(booth.status, 'available')))
    .returning({ hall: booth.hall, number: booth.number })
  return taken
}
