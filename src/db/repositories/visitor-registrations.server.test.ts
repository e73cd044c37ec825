import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registrationConsent, visitorRegistration } from '../schema'
import { createTestDb, type TestDatabase } from '../testing.server'
import {
  addRegistration,
  base32,
  findBadge,
  newBadgeToken,
  type RegistrationRecord,
} from './visitor-registrations.server'

let testDb: TestDatabase

beforeAll(async () => {
  testDb = await createTestDb({ seed: false })
})
afterAll(async () => {
  await testDb?.close()
})

const record = (overrides: Partial<RegistrationRecord> = {}): RegistrationRecord => ({
  edition: '18',
  editionEndsAt: new Date('2025-06-13T07:00:00Z'),
  lang: 'cn',
  truename: '李娜',
  mobile: '+8613912345678',
  email: 'li.na@buyer.example.cn',
  company: '绿篮贸易',
  jobTitle: '采购经理',
  country: 'CN',
  province: '31',
  visitorType: 'importer_distributor',
  purchasingRole: 'decides',
  interests: ['food-dairy'],
  consents: ['privacy', 'news'],
  noticeVersion: 'notice-v1',
  source: 'api',
  ...overrides,
})

const rows = async () => (await testDb.db.select({ n: count() }).from(visitorRegistration))[0]?.n ?? 0

describe('visitor registrations', () => {
  it('makes 128-bit badge tokens of 26 base32 characters', () => {
    expect(base32(new Uint8Array([0xff, 0, 0xff]))).toBe('74AP6')
    const tokens = new Set(Array.from({ length: 1000 }, newBadgeToken))
    expect(tokens.size).toBe(1000)
    for (const token of tokens) expect(token).toMatch(/^[A-Z2-7]{26}$/)
  })

  it('stores a registration with one consent record per ticked purpose, append-only', async () => {
    const added = await addRegistration(testDb.db, record())
    expect(added.created).toBe(true)
    const id = added.holder?.id ?? 0
    const consents = await testDb.db
      .select()
      .from(registrationConsent)
      .where(eq(registrationConsent.registrationId, id))
    expect(consents.map((c) => c.purpose).sort()).toEqual(['news', 'privacy'])
    await expect(
      testDb.db
        .update(registrationConsent)
        .set({ noticeVersion: 'forged' })
        .where(eq(registrationConsent.registrationId, id)),
    ).rejects.toThrow()
    const badge = await findBadge(testDb.db, added.holder?.badgeToken ?? '')
    expect(badge).toMatchObject({ truename: '李娜', company: '绿篮贸易', cancelled: false, checkedInAt: null })
  })

  it('a repeat by e-mail (any case) changes nothing and finds the badge on file; the mobile binds nothing', async () => {
    const before = await rows()
    const first = await addRegistration(testDb.db, record({ email: 'repeat@example.com', mobile: '+8613800000001' }))
    const byEmail = await addRegistration(
      testDb.db,
      record({ email: 'REPEAT@example.com', mobile: '+8613800000002', truename: 'Someone else' }),
    )
    expect(byEmail).toEqual({ created: false, holder: first.holder })
    expect(await rows()).toBe(before + 1)
    // The same mobile with another address is another person's registration: anyone can type anyone's
    // number, so it finds nobody's badge (ADR 037).
    const sameMobile = await addRegistration(
      testDb.db,
      record({ email: 'other@example.com', mobile: '+8613800000001' }),
    )
    expect(sameMobile.created).toBe(true)
    expect(sameMobile.holder?.email).toBe('other@example.com')
    expect(sameMobile.holder?.badgeToken).not.toBe(first.holder?.badgeToken)
    // Another edition is another registration.
    expect((await addRegistration(testDb.db, record({ edition: '19', email: 'repeat@example.com' }))).created).toBe(
      true,
    )
  })

  it('concurrent identical registrations store one row', async () => {
    const before = await rows()
    const same = record({ email: 'burst@example.com', mobile: '+8613800000009' })
    const results = await Promise.all(Array.from({ length: 8 }, () => addRegistration(testDb.db, same)))
    expect(results.filter((r) => r.created)).toHaveLength(1)
    expect(await rows()).toBe(before + 1)
  })
})
