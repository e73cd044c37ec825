import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boothApplication, newsletterSubscription, subscriptionConsent } from '../schema'
import { createTestDb, type TestDatabase } from '../testing.server'
import {
  addBoothApplication,
  type BoothApplicationInput,
  BoothAreaTooSmallError,
  IdempotencyKeyReusedError,
} from './booth-applications.server'
import {
  addSubscription,
  CONFIRMATION_TTL_MS,
  confirmSubscription,
  purgeUnconfirmedSubscriptions,
  removeSubscription,
  type SubscriptionInput,
} from './subscriptions.server'

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
  noticeVersion: 'notice-v1',
  source: 'api',
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
  noticeVersion: 'application/v1',
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
  it('stores a new address unconfirmed, with its consent evidence', async () => {
    const added = await addSubscription(testDb.db, subscriber())
    if (!added.created) throw new Error('not created')
    const [row] = await subscriptionsFor('wang.li@buyer.example.cn')
    expect(row).toMatchObject({ status: 'unconfirmed', confirmedAt: null, position: '采购总监' })
    expect(row?.confirmTokenHash).not.toContain(added.confirmToken)
    expect(await consentsOf(added.id)).toEqual([
      { action: 'given', noticeVersion: 'notice-v1', source: 'api', lang: 'cn' },
    ])
  })

  it('changes nothing for a repeat of a stored address, however it is written', async () => {
    const before = await subscriptionsFor('wang.li@buyer.example.cn')
    const again = await addSubscription(
      testDb.db,
      subscriber({ email: '  Wang.Li@Buyer.Example.CN ', position: '副总裁', lang: 'en', noticeVersion: 'other' }),
    )
    expect(again).toEqual({ created: false })
    expect(await subscriptionsFor('wang.li@buyer.example.cn')).toEqual(before)
    const [row] = before
    expect(await consentsOf(row?.id ?? 0)).toHaveLength(1)
  })

  it('survives a burst of concurrent double submits without an error or a duplicate', async () => {
    const email = 'burst@buyer.example.com'
    const results = await Promise.all(
      ['burst@buyer.example.com', 'BURST@buyer.example.com', 'Burst@Buyer.Example.com', email].map((variant) =>
        addSubscription(testDb.db, subscriber({ email: variant })),
      ),
    )
    expect(results.filter((result) => result.created)).toHaveLength(1)
    expect(await subscriptionsFor(email)).toHaveLength(1)
  })

  it('is confirmed once by its mailed token before it expires, which adds evidence; a wrong or late token does nothing', async () => {
    const added = await addSubscription(testDb.db, subscriber({ email: 'confirm@buyer.example.com' }))
    if (!added.created) throw new Error('not created')
    expect(await confirmSubscription(testDb.db, 'not-the-token')).toBe(false)
    const late = new Date(Date.now() + CONFIRMATION_TTL_MS + 1000)
    expect(await confirmSubscription(testDb.db, added.confirmToken, late)).toBe(false)
    expect(await confirmSubscription(testDb.db, added.confirmToken)).toBe(true)
    expect(await confirmSubscription(testDb.db, added.confirmToken)).toBe(false)
    const [row] = await subscriptionsFor('confirm@buyer.example.com')
    expect(row).toMatchObject({ status: 'confirmed', confirmTokenHash: null })
    expect((await consentsOf(added.id)).map((c) => c.action)).toEqual(['given', 'confirmed'])
    // evidence is append-only
    await expect(
      testDb.db.execute(
        sql`update subscription_consent set notice_version = 'forged' where subscription_id = ${added.id}`,
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only/) } })
  })

  it('purges unconfirmed entries whose link expired, and keeps confirmed ones', async () => {
    const added = await addSubscription(testDb.db, subscriber({ email: 'never@buyer.example.com' }))
    if (!added.created) throw new Error('not created')
    const later = new Date(Date.now() + CONFIRMATION_TTL_MS + 1000)
    expect(await purgeUnconfirmedSubscriptions(testDb.db, later)).toBeGreaterThanOrEqual(1)
    expect(await subscriptionsFor('never@buyer.example.com')).toHaveLength(0)
    expect(await consentsOf(added.id)).toHaveLength(0)
    expect(await subscriptionsFor('confirm@buyer.example.com')).toHaveLength(1)
  })

  it('deletes the personal data on unsubscribe', async () => {
    const added = await addSubscription(testDb.db, subscriber({ email: 'leaving@buyer.example.com' }))
    if (!added.created) throw new Error('not created')
    expect(await removeSubscription(testDb.db, added.unsubscribeToken)).toBe(true)
    expect(await removeSubscription(testDb.db, added.unsubscribeToken)).toBe(false)
    expect(await subscriptionsFor('leaving@buyer.example.com')).toHaveLength(0)
  })
})

async function consentsOf(subscriptionId: number) {
  return testDb.db
    .select({
      action: subscriptionConsent.action,
      noticeVersion: subscriptionConsent.noticeVersion,
      source: subscriptionConsent.source,
      lang: subscriptionConsent.lang,
    })
    .from(subscriptionConsent)
    .where(eq(subscriptionConsent.subscriptionId, subscriptionId))
    .orderBy(subscriptionConsent.id)
}

describe('addBoothApplication', () => {
  it('never creates a second row when the same idempotency key is replayed', async () => {
    const before = await applicationCount()
    const first = await addBoothApplication(testDb.db, application(), 'api:form-render-1')
    const replay = await addBoothApplication(
      testDb.db,
      application({ companyName: ' Kornmühle Alpenland GmbH ', lang: 'en' }),
      'api:form-render-1',
    )
    expect(first.replayed).toBe(false)
    expect(replay).toEqual({ id: first.id, replayed: true })
    expect(await applicationCount()).toBe(before + 1)
  })

  it('refuses the same key with other data and keeps the first row as it was', async () => {
    const before = await applicationCount()
    const first = await addBoothApplication(testDb.db, application(), 'api:form-render-3')
    await expect(
      addBoothApplication(testDb.db, application({ areaSqm: 36 }), 'api:form-render-3'),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError)
    expect(await applicationCount()).toBe(before + 1)
    const [row] = await testDb.db.select().from(boothApplication).where(eq(boothApplication.id, first.id))
    expect(row?.areaSqm).toBe(18)
  })

  it('keeps API and form keys apart', async () => {
    const api = await addBoothApplication(testDb.db, application(), 'api:same-text-4')
    const form = await addBoothApplication(testDb.db, application(), 'form:same-text-4')
    expect(form.id).not.toBe(api.id)
  })

  it('holds under concurrent replays of one key', async () => {
    const before = await applicationCount()
    const results = await Promise.all(
      Array.from({ length: 5 }, () => addBoothApplication(testDb.db, application(), 'api:form-render-2')),
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
    const { consent: _consent, preferredBooths: _preferred, ...row } = application({ areaSqm: 8 })
    await expect(
      testDb.db.insert(boothApplication).values({ ...row, consentAt: new Date(), editionEndsAt: new Date() }),
    ).rejects.toThrow()
    expect(await applicationCount()).toBe(before + 1)
  })
})
