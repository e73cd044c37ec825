import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import { addPendingRegistration } from '~/db/repositories/visitor-confirmation.server'
import { addRegistration, type RegistrationRecord } from '~/db/repositories/visitor-registrations.server'
import { visitorRegistration } from '~/db/schema'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { recordScan } from '../check-in/check-in.server'
import { listVisitors, visitorFigures } from './visitors.server'

// The figures behind the visitors' charts (issue 26): by country, province and interest, and during
// the show check-ins per hour (Beijing time) and per gate, on the seeded edition.
let testDb: TestDatabase
let edition = ''

let serial = 0
function visitor(overrides: Partial<RegistrationRecord>): RegistrationRecord {
  serial += 1
  return {
    edition,
    editionEndsAt: new Date('2025-06-13T07:00:00Z'),
    lang: 'cn',
    truename: `访客${serial}`,
    mobile: `+86139000000${String(serial).padStart(2, '0')}`,
    email: `figures.${serial}@buyer.example.cn`,
    company: '绿篮贸易',
    jobTitle: '采购经理',
    country: 'CN',
    province: '31',
    visitorType: 'retail',
    purchasingRole: 'decides',
    interests: ['food-dairy'],
    consents: ['privacy'],
    noticeVersion: 'notice-v1',
    source: 'api',
    ...overrides,
  }
}

beforeAll(async () => {
  testDb = await createTestDb({ seed: true })
  edition = (await readSiteConfig(testDb.db)).text.edition ?? ''
})
afterAll(async () => {
  await testDb?.close()
})

describe('visitor figures', () => {
  it('count registrations by country, province and interest, most first, with the industries’ names', async () => {
    const tokens: string[] = []
    for (const overrides of [
      { province: '31', interests: ['food-dairy', 'food-baby'] },
      { province: '31', interests: ['food-dairy'] },
      { province: '44', interests: ['food-baby'] },
      { country: 'DE', province: null, interests: ['food-dairy'] },
      { country: 'DE', province: null, interests: [] },
      { country: 'DE', province: null, interests: [] },
    ] satisfies Partial<RegistrationRecord>[]) {
      const added = await addRegistration(testDb.db, visitor(overrides))
      tokens.push(added.holder?.badgeToken ?? '')
    }
    // A registration of another edition counts nowhere.
    await addRegistration(testDb.db, visitor({ edition: 'older', country: 'FR' }))
    // Nor does one nobody confirmed (ADR 037): no badge yet, maybe someone else's address.
    const pending = await addPendingRegistration(
      testDb.db,
      visitor({ country: 'JP', province: null, interests: ['food-baby'] }),
      {
        confirmToken: 'pending-code-never-opened',
        mail: {
          kind: 'visitor_confirm',
          toAddress: 'pending@example.com',
          subject: 'Confirm',
          text: 'Open the link',
          headers: {},
          messageId: '<pending-code-never-opened@example.com>',
        },
        mailCap: { limit: 3, since: new Date(Date.now() - 86_400_000) },
      },
    )

    // The list shows it, as awaiting confirmation, so staff can help someone whose mail did not arrive.
    const list = await listVisitors(testDb.db, {})
    expect(list.total).toBe(7)
    expect(list.rows.find((row) => row.id === pending.added)?.status).toBe('pending')
    const figures = await visitorFigures(testDb.db)
    expect(figures.total).toBe(6)
    expect(figures.byCountry).toEqual([
      { key: 'CN', count: 3 },
      { key: 'DE', count: 3 },
    ])
    expect(figures.byProvince).toEqual([
      { key: '31', count: 2 },
      { key: '44', count: 1 },
    ])
    expect(figures.byInterest.map(({ key, count }) => ({ key, count }))).toEqual([
      { key: 'food-dairy', count: 3 },
      { key: 'food-baby', count: 2 },
    ])
    expect(figures.byInterest[0]?.nameEn).toMatch(/\w/)
    expect(figures.byInterest[0]?.nameCn).not.toBe('food-dairy')
    expect(figures.checkInsByGate).toEqual([])

    // The doors: two badges at the north gate in the 9 o'clock hour (Beijing), one at the south at 10;
    // a repeat scan counts once. Scans of the past arrive as a device's queue (its clock in time), for
    // registrations made before the show (a queued scan older than its registration is not believed).
    await testDb.db.update(visitorRegistration).set({ createdAt: new Date('2025-06-01T00:00:00Z') })
    const scan = (token: string, at: string, gate: string, id: string) =>
      recordScan(testDb.db, { code: token, scanId: id, scannedAt: at, gate }, 'staff-1', {
        kind: 'queue',
        clockOffsetMs: 0,
        notBefore: 0,
      })
    await scan(tokens[0] ?? '', '2025-06-11T01:05:00.000Z', 'North 1', 'scan-00001')
    await scan(tokens[1] ?? '', '2025-06-11T01:55:00.000Z', 'North 1', 'scan-00002')
    await scan(tokens[1] ?? '', '2025-06-11T02:10:00.000Z', 'South 3', 'scan-00003')
    await scan(tokens[3] ?? '', '2025-06-11T02:15:00.000Z', 'South 3', 'scan-00004')
    const during = await visitorFigures(testDb.db)
    expect(during.checkedIn).toBe(3)
    expect(during.checkInsPerHour).toEqual([
      { key: '2025-06-11 09', count: 2 },
      { key: '2025-06-11 10', count: 1 },
    ])
    expect(during.checkInsByGate).toEqual([
      { key: 'North 1', count: 2 },
      { key: 'South 3', count: 1 },
    ])
  })
})
