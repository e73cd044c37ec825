import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import { addRegistration } from '~/db/repositories/visitor-registrations.server'
import { badgeScan } from '~/db/schema'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { recordScan } from './check-in.server'

// The doors' reconciliation (ADR 033): a badge is checked in once; a scan queued offline that was
// made earlier takes the check-in when it arrives, an online scan never loses an answer already given.
let testDb: TestDatabase
let serial = 0

async function badge(): Promise<string> {
  serial += 1
  const edition = (await readSiteConfig(testDb.db)).text.edition ?? ''
  const added = await addRegistration(testDb.db, {
    edition,
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
  return added.holder?.badgeToken ?? ''
}

/** A scan at the door (its time is the server's) or, with `queued`, from a device's offline queue. */
const scan = (code: string, scanId: string, at: Date, gate: string, queued?: { clockOffsetMs: number }) =>
  recordScan(
    testDb.db,
    { code, scanId, scannedAt: at.toISOString(), gate },
    'staff-1',
    queued ? { kind: 'queue', ...queued } : undefined,
  )
const inSync = { clockOffsetMs: 0 }
const HOUR = 3_600_000
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
