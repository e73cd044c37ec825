import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boothApplication, newsletterSubscription } from '../schema'
import { createTestDb, type TestDatabase } from '../testing.server'
import { addBoothApplication, type BoothApplicationInput, BoothAreaTooSmallError } from './booth-applications.server'
import { addSubscription, removeSubscription, type SubscriptionInput } from './subscriptions.server'

let testDb: TestDatabase

beforeAll(async () => {
  // Forms do not need content: skip the seed to keep this file fast.
  testDb = await createTestDb({ seed: false })
})
afterAll(async () => {
  await testDb?.close()
})

const subscriber = (overrides: Partial<SubscriptionInput> = {}): SubscriptionInput => ({
  truename: '王丽',
  email: 'wang.li@buyer.example.cn',
  company: '华东某连锁超市',
  position: '采购总监',
  lang: 'cn',
  consent: true,
  ...overrides,
})

const application = (overrides: Partial<BoothApplicationInput> = {}): BoothApplicationInput => ({
  partnershipIntent: 'Exhibitor',
  country: 'Germany',
  companyName: 'Kornmühle Alpenland GmbH',
  contactName: 'Thomas Keller',
  phone: '+49 8821 000000',
  email: 'keller@kornmuehle-alpenland.example.com',
  productType: 'Organic flour',
  boothType: 'standard',
  areaSqm: 18,
  lang: 'en',
  consent: true,
  ...overrides,
})

async function subscriptionsFor(email: string) {
  return testDb.db.select().from(newsletterSubscription).where(eq(newsletterSubscription.emailKey, email.toLowerCase()))
}

async function applicationCount(): Promise<number> {
  const [row] = await testDb.db.select({ n: count() }).from(boothApplication)
  return row?.n ?? 0
}

describe('addSubscription', () => {
  it('keeps one subscription per e-mail, case-insensitively, and refreshes its details', async () => {
    const first = await addSubscription(testDb.db, subscriber())
    const again = await addSubscription(
      testDb.db,
      subscriber({ email: '  Wang.Li@Buyer.Example.CN ', position: '副总裁', lang: 'en' }),
    )
    expect(first.created).toBe(true)
    expect(again).toEqual({ id: first.id, created: false, unsubscribeToken: first.unsubscribeToken })
    const rows = await subscriptionsFor('wang.li@buyer.example.cn')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ position: '副总裁', lang: 'en', email: 'Wang.Li@Buyer.Example.CN' })
  })

  it('survives a burst of concurrent double submits without an error or a duplicate', async () => {
    const email = 'burst@buyer.example.com'
    const results = await Promise.all(
      ['burst@buyer.example.com', 'BURST@buyer.example.com', 'Burst@Buyer.Example.com', email].map((variant) =>
        addSubscription(testDb.db, subscriber({ email: variant })),
      ),
    )
    expect(new Set(results.map((result) => result.id)).size).toBe(1)
    expect(results.filter((result) => result.created)).toHaveLength(1)
    expect(await subscriptionsFor(email)).toHaveLength(1)
  })

  it('deletes the personal data on unsubscribe', async () => {
    const { unsubscribeToken } = await addSubscription(testDb.db, subscriber({ email: 'leaving@buyer.example.com' }))
    expect(await removeSubscription(testDb.db, unsubscribeToken)).toBe(true)
    expect(await removeSubscription(testDb.db, unsubscribeToken)).toBe(false)
    expect(await subscriptionsFor('leaving@buyer.example.com')).toHaveLength(0)
  })
})

describe('addBoothApplication', () => {
  it('never creates a second row when the same idempotency key is replayed', async () => {
    const before = await applicationCount()
    const first = await addBoothApplication(testDb.db, application(), 'form-render-1')
    const replay = await addBoothApplication(testDb.db, application({ areaSqm: 36 }), 'form-render-1')
    expect(first.replayed).toBe(false)
    expect(replay).toEqual({ id: first.id, replayed: true })
    expect(await applicationCount()).toBe(before + 1)
    const [row] = await testDb.db.select().from(boothApplication).where(eq(boothApplication.id, first.id))
    expect(row?.areaSqm).toBe(18)
  })

  it('holds under concurrent replays of one key', async () => {
    const before = await applicationCount()
    const results = await Promise.all(
      Array.from({ length: 5 }, () => addBoothApplication(testDb.db, application(), 'form-render-2')),
    )
    expect(new Set(results.map((result) => result.id)).size).toBe(1)
    expect(results.filter((result) => !result.replayed)).toHaveLength(1)
    expect(await applicationCount()).toBe(before + 1)
  })

  it('stores separate submissions without a key as separate rows', async () => {
    const before = await applicationCount()
    await addBoothApplication(testDb.db, application())
    await addBoothApplication(testDb.db, application())
    expect(await applicationCount()).toBe(before + 2)
  })

  it('enforces the booth minimums (9 sqm standard, 36 sqm bare space) before and in the database', async () => {
    const before = await applicationCount()
    await expect(addBoothApplication(testDb.db, application({ areaSqm: 8 }))).rejects.toBeInstanceOf(
      BoothAreaTooSmallError,
    )
    await expect(
      addBoothApplication(testDb.db, application({ boothType: 'bare_space', areaSqm: 35 })),
    ).rejects.toMatchObject({ minimumSqm: 36 })
    await expect(
      addBoothApplication(testDb.db, application({ boothType: 'bare_space', areaSqm: 36 })),
    ).resolves.toMatchObject({
      replayed: false,
    })
    // The CHECK constraint catches writes that bypass the repository.
    const { consent: _consent, ...row } = application({ areaSqm: 8 })
    await expect(testDb.db.insert(boothApplication).values({ ...row, consentAt: new Date() })).rejects.toThrow()
    expect(await applicationCount()).toBe(before + 1)
  })
})
