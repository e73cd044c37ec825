import { and, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import { addRegistration } from '~/db/repositories/visitor-registrations.server'
import { adminAuditLog, badgeScan, visitorRegistration } from '~/db/schema'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { cancelRegistration } from '../visitors/visitors.server'
import { openBadge, scanHash } from './badge-seal'
import { offlineBadges, offlineListWindow, recordScan, syncQueuedScans } from './check-in.server'
import { type QueuedScan, ScanBatch, SYNC_CHUNK_SIZE } from './contract'
import { chunked } from './door-queue'

// The doors' reconciliation (ADR 033): a badge is checked in once; a scan queued offline that was
// made earlier takes the check-in when it arrives, an online scan never loses an answer already given.
let testDb: TestDatabase
let serial = 0

async function badge(): Promise<string> {
  serial += 1
  const edition = (await readSiteConfig(testDb.db)).text.edition ?? ''
  const added = await addRegistration(testDb.db, {
    edition,
    editionEndsAt: new Date('2025-06-13T07:00:00Z'),
    lang: 'en',
    truename: `Door Visitor ${serial}`,
    mobile: `+4917000000${serial}`,
    email: `door.${serial}@example.com`,
    company: 'Door Test GmbH',
    jobTitle: 'Buyer',
    country: 'DE',
    province: null,
    visitorType: 'retail',
    purchasingRole: 'decides',
    interests: [],
    consents: ['privacy'],
    noticeVersion: 'v1',
    source: 'api',
  })
  // Registered yesterday: a queued scan is not believed before its registration (ADR 038).
  const id = added.holder?.id ?? 0
  await testDb.db
    .update(visitorRegistration)
    .set({ createdAt: new Date(Date.now() - DAY), status: 'active' })
    .where(eq(visitorRegistration.id, id))
  return added.holder?.badgeToken ?? ''
}

/** A scan at the door (its time is the server's) or, with `queued`, from a device's offline queue. */
const scan = (code: string, scanId: string, at: Date, gate: string, queued?: { clockOffsetMs: number }) =>
  recordScan(
    testDb.db,
    { code, scanId, scannedAt: at.toISOString(), gate },
    'staff-1',
    queued ? { kind: 'queue', notBefore: 0, ...queued } : undefined,
  )
const inSync = { clockOffsetMs: 0 }
const HOUR = 3_600_000
const DAY = 24 * HOUR
const STAFF = { id: 'staff-1', email: 'door@example.com' }
const outcomeOf = async (scanId: string) =>
  (await testDb.db.select({ outcome: badgeScan.outcome }).from(badgeScan).where(eq(badgeScan.scanId, scanId)))[0]
    ?.outcome

beforeAll(async () => {
  testDb = await createTestDb({ seed: true })
})
afterAll(async () => {
  await testDb?.close()
})

describe('door scans', () => {
  it('give an earlier scan queued offline the check-in when it arrives, the online one becoming a repeat', async () => {
    const token = await badge()
    const offlineAt = new Date(Date.now() - 5 * 60_000)
    const online = await scan(token, 'online-0001', new Date(), 'North 1')
    expect(online.outcome).toBe('first')
    // The south door had no network five minutes ago; its queue arrives now.
    const queued = await scan(token, 'queued-0001', offlineAt, 'South 3', inSync)
    expect(queued).toMatchObject({ outcome: 'first', checkedInGate: 'South 3' })
    expect(await outcomeOf('online-0001')).toBe('repeat')
    // The queue sent again (a lost answer): nothing changes.
    expect((await scan(token, 'queued-0001', offlineAt, 'South 3', inSync)).outcome).toBe('first')
    expect((await scan(token, 'online-0002', new Date(), 'North 1')).outcome).toBe('repeat')
  })

  it('decide two online scans of one badge by arrival, whatever the devices’ clocks say', async () => {
    const token = await badge()
    const now = Date.now()
    const first = await scan(token, 'race-0001', new Date(now), 'East 1')
    // The other door's clock is a few milliseconds behind: it must not turn a green answer amber.
    const second = await scan(token, 'race-0002', new Date(now - 5), 'East 2')
    expect(first.outcome).toBe('first')
    expect(second).toMatchObject({ outcome: 'repeat', checkedInGate: 'East 1' })
    expect(await outcomeOf('race-0001')).toBe('first')
  })

  it('correct a queued scan by its device’s clock: a clock that runs fast or slow neither steals nor loses a check-in', async () => {
    // A device whose clock runs an hour fast scanned five minutes ago (its clock: 55 minutes ahead);
    // the door checked the badge in one minute ago: the queued scan was first.
    const early = await badge()
    expect((await scan(early, 'door-0001', new Date(), 'North 1')).outcome).toBe('first')
    const fast = { clockOffsetMs: -HOUR }
    const fromFast = await scan(early, 'fast-0001', new Date(Date.now() + HOUR - 5 * 60_000), 'South 3', fast)
    expect(fromFast).toMatchObject({ outcome: 'first', checkedInGate: 'South 3' })
    expect(Date.parse(fromFast.checkedInAt ?? '')).toBeLessThan(Date.now() - 4 * 60_000)
    expect(await outcomeOf('door-0001')).toBe('repeat')

    // A device whose clock runs an hour slow scanned just now, after the door's check-in: by its own
    // clock an hour earlier, yet a repeat.
    const late = await badge()
    expect((await scan(late, 'door-0002', new Date(), 'North 1')).outcome).toBe('first')
    const slow = { clockOffsetMs: HOUR }
    const fromSlow = await scan(late, 'slow-0001', new Date(Date.now() - HOUR + 1_000), 'South 3', slow)
    expect(fromSlow).toMatchObject({ outcome: 'repeat', checkedInGate: 'North 1' })
    expect(await outcomeOf('door-0002')).toBe('first')
  })

  it('refuse unknown codes and log them', async () => {
    const answer = await scan('AAAA AAAA AAAA AAAA AAAA AAAA AA', 'unknown-0001', new Date(), 'East 1')
    expect(answer.outcome).toBe('unknown')
    expect(await outcomeOf('unknown-0001')).toBe('unknown')
  })
})

/** A scan as a device queues it offline (ADR 038): by the token's scan hash, under an account. */
async function queued(token: string, scanId: string, at: Date, accountId = STAFF.id): Promise<QueuedScan> {
  return { tokenHash: await scanHash(token), scanId, scannedAt: at.toISOString(), gate: 'South 3', accountId }
}
const sync = (scans: QueuedScan[], extra: { lastContactAt?: string } = {}) =>
  syncQueuedScans(testDb.db, v.parse(ScanBatch, { scans, sentAt: new Date().toISOString(), ...extra }), STAFF.id)

describe('queued scans', () => {
  it('are matched to their badge by the scan hash alone, the server finding the token', async () => {
    const token = await badge()
    const answer = await sync([await queued(token, 'hash-0001', new Date(Date.now() - 60_000))])
    expect(answer).toMatchObject({ rejected: [], results: [{ scanId: 'hash-0001', outcome: 'first' }] })
  })

  it('dated before the registration (2000-01-01) do not take over a door’s real first check-in', async () => {
    const token = await badge()
    expect((await scan(token, 'real-0001', new Date(), 'North 1')).outcome).toBe('first')
    const answer = await sync([await queued(token, 'forged-0001', new Date('2000-01-01T00:00:00Z'))])
    expect(answer.results[0]).toMatchObject({ outcome: 'repeat', checkedInGate: 'North 1' })
    expect(await outcomeOf('real-0001')).toBe('first')
    expect(await outcomeOf('forged-0001')).toBe('repeat')
  })

  it('dated before the device’s last contact, or in the future, do not take over either', async () => {
    const token = await badge()
    expect((await scan(token, 'real-0002', new Date(), 'North 1')).outcome).toBe('first')
    const lastContactAt = new Date(Date.now() - 60_000).toISOString()
    const before = await sync([await queued(token, 'stale-0001', new Date(Date.now() - 10 * 60_000))], {
      lastContactAt,
    })
    expect(before.results[0]?.outcome).toBe('repeat')
    const future = await sync([await queued(token, 'future-0001', new Date(Date.now() + HOUR))])
    expect(future.results[0]?.outcome).toBe('repeat')
    expect(await outcomeOf('real-0002')).toBe('first')
  })

  it('of another account are rejected and recorded nowhere', async () => {
    const token = await badge()
    const answer = await sync([
      await queued(token, 'theirs-0001', new Date(Date.now() - 60_000), 'previous-staff'),
      await queued(token, 'mine-00001', new Date(Date.now() - 30_000)),
    ])
    expect(answer.rejected).toEqual(['theirs-0001'])
    expect(answer.results.map((result) => [result.scanId, result.outcome])).toEqual([['mine-00001', 'first']])
    expect(await outcomeOf('theirs-0001')).toBeUndefined()
  })

  it('300 made during a long offline spell are sent in parts the contract accepts, and all recorded', async () => {
    const tokens: string[] = []
    for (let n = 0; n < 10; n++) tokens.push(await badge())
    const start = Date.now() - HOUR
    const queue = await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        queued(tokens[n % tokens.length] ?? '', `long-${String(n).padStart(4, '0')}`, new Date(start + n * 1000)),
      ),
    )
    expect(v.safeParse(ScanBatch, { scans: queue }).success).toBe(false)
    const answered: string[] = []
    for (const part of chunked(queue, SYNC_CHUNK_SIZE))
      answered.push(...(await sync(part)).results.map((result) => result.scanId))
    expect(answered).toEqual(queue.map((scan) => scan.scanId))
    const logged = await testDb.db
      .select({ outcome: badgeScan.outcome })
      .from(badgeScan)
      .where(inArray(badgeScan.scanId, answered))
    expect(logged).toHaveLength(300)
    expect(logged.filter((row) => row.outcome === 'first')).toHaveLength(10)
  }, 120_000)
})

describe('a cancelled registration', () => {
  it('is red at the door, online and from a queue', async () => {
    const token = await badge()
    const [row] = await testDb.db
      .select({ id: visitorRegistration.id })
      .from(visitorRegistration)
      .where(eq(visitorRegistration.badgeToken, token))
    expect(await cancelRegistration(testDb.db, STAFF, row?.id ?? 0)).toBe(true)
    expect(await scan(token, 'cancel-0001', new Date(), 'North 1')).toMatchObject({ outcome: 'cancelled' })
    const fromQueue = await sync([await queued(token, 'cancel-0002', new Date(Date.now() - 60_000))])
    expect(fromQueue.results[0]?.outcome).toBe('cancelled')
  })
})

describe('the offline list', () => {
  it('holds only sealed entries of active and cancelled badges, each readable with its own token, and is audited', async () => {
    const active = await badge()
    const cancelled = await badge()
    const pending = await badge()
    await testDb.db
      .update(visitorRegistration)
      .set({ status: 'cancelled' })
      .where(eq(visitorRegistration.badgeToken, cancelled))
    await testDb.db
      .update(visitorRegistration)
      .set({ status: 'pending' })
      .where(eq(visitorRegistration.badgeToken, pending))
    const { text } = await readSiteConfig(testDb.db)
    const during = offlineListWindow(text).closesAt - HOUR
    const list = await offlineBadges(testDb.db, STAFF, during)
    expect(list).toMatchObject({ account: STAFF.id, available: true })
    const served = JSON.stringify(list)
    expect(served).not.toContain(active)
    expect(served).not.toContain('Door Visitor')
    const opened = async (token: string) =>
      (await Promise.all(list.badges.map((entry) => openBadge(token, entry)))).filter((found) => found !== null)
    expect(await opened(active)).toEqual([expect.objectContaining({ company: 'Door Test GmbH', cancelled: false })])
    expect(await opened(cancelled)).toEqual([expect.objectContaining({ cancelled: true })])
    expect(await opened(pending)).toEqual([])
    const [audit] = await testDb.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'download'), eq(adminAuditLog.actorId, STAFF.id)))
    expect(audit).toMatchObject({ entity: 'visitor_registration', after: { count: list.badges.length } })
  })

  it('is empty weeks before the show and after it, saying when it can be had', async () => {
    await badge()
    const { text } = await readSiteConfig(testDb.db)
    const span = offlineListWindow(text)
    for (const at of [span.opensAt - 14 * DAY, span.closesAt + 1]) {
      const list = await offlineBadges(testDb.db, STAFF, at)
      expect(list).toMatchObject({ available: false, badges: [] })
      expect(Date.parse(list.opensAt)).toBe(Number(text.exhibition_start_time) * 1000 - 2 * DAY)
      expect(Date.parse(list.forgetAt)).toBe(Number(text.exhibition_end_time) * 1000 + DAY)
    }
  })
})
