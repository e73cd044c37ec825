import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addBoothApplication } from '~/db/repositories/booth-applications.server'
import { addSubscription, confirmSubscription } from '~/db/repositories/subscriptions.server'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import type { AdminRole } from '../auth/roles'
import type { AdminUser } from '../auth/session.server'
import { dashboardFigures, lastMondays, waitingCounts, weeklyFigures } from './dashboard.server'

// The dashboard's and the sidebar's figures (issue 25): what waits, by role, and the weekly trend,
// read from a seeded database through its real driver.
let testDb: TestDatabase

const user = (role: AdminRole, twoFactorEnabled = true): AdminUser => ({
  id: `user-${role}`,
  email: `${role}@organiser.example.cn`,
  name: role,
  role,
  twoFactorEnabled,
})

let serial = 0
const apply = () => {
  serial += 1
  return addBoothApplication(testDb.db, {
    partnershipIntent: 'Exhibitor',
    country: 'Germany',
    companyName: `Dashboard Mühle ${serial} GmbH`,
    contactName: 'Thomas Keller',
    phone: '+49 8821 000000',
    email: `dashboard.${serial}@kornmuehle.example.com`,
    productType: 'Organic flour',
    boothType: 'standard',
    areaSqm: 18,
    lang: 'en',
    consent: true,
    noticeVersion: 'application/v1',
  })
}
const subscribe = () => {
  serial += 1
  return addSubscription(testDb.db, {
    truename: '王丽',
    email: `dashboard.${serial}@buyer.example.cn`,
    company: '绿篮贸易',
    position: '采购总监',
    lang: 'cn',
    consent: true,
    noticeVersion: 'notice-v1',
    source: 'api',
  })
}

beforeAll(async () => {
  testDb = await createTestDb({ seed: true })
})
afterAll(async () => {
  await testDb.close()
})

describe('lastMondays', () => {
  it('counts weeks from Monday in Beijing, whatever the server zone', () => {
    // Thursday 26 November 2026, 10:00 UTC: the week began on Monday the 23rd.
    expect(lastMondays(new Date('2026-11-26T10:00:00Z'), 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23'])
    // Sunday 29 November, 17:00 UTC is already Monday 30 November, 01:00 in Beijing.
    expect(lastMondays(new Date('2026-11-29T17:00:00Z'), 1)).toEqual(['2026-11-30'])
  })
})

describe('waitingCounts', () => {
  it('shows each role only what it acts on', async () => {
    const db = testDb.db
    const staff = await waitingCounts(db, user('staff'))
    expect(Object.values(staff)).toEqual([null, null, null, null, null])
    const sales = await waitingCounts(db, user('sales'))
    expect(sales.newApplications).toEqual(expect.any(Number))
    expect(sales.unconfirmedSubscribers).toEqual(expect.any(Number))
    expect([sales.failedMails, sales.scheduledNews, sales.missingTranslations]).toEqual([null, null, null])
    const editor = await waitingCounts(db, user('editor'))
    expect([editor.newApplications, editor.failedMails]).toEqual([null, null])
    expect(editor.scheduledNews).toEqual(expect.any(Number))
    expect(editor.missingTranslations).toEqual(expect.any(Number))
    const admin = await waitingCounts(db, user('admin'))
    expect(Object.values(admin).every((count) => typeof count === 'number')).toBe(true)
    // Where two-factor authentication is required, an administrator without it yet sees nothing (ADR 030).
    vi.stubEnv('ADMIN_REQUIRE_2FA', '1')
    const withoutTwoFactor = await waitingCounts(db, user('admin', false))
    vi.unstubAllEnvs()
    expect(Object.values(withoutTwoFactor)).toEqual([null, null, null, null, null])
  })

  it('counts a new application and a new subscription at once', async () => {
    const before = await waitingCounts(testDb.db, user('sales'))
    await apply()
    await subscribe()
    const after = await waitingCounts(testDb.db, user('sales'))
    expect(after.newApplications).toBe((before.newApplications ?? 0) + 1)
    expect(after.unconfirmedSubscribers).toBe((before.unconfirmedSubscribers ?? 0) + 1)
  })
})

describe('weeklyFigures', () => {
  it('puts what arrives this week in the last week, and counts a confirmation', async () => {
    const before = await weeklyFigures(testDb.db)
    expect(before).toHaveLength(12)
    expect(before.at(-1)?.week).toBe(lastMondays(new Date()).at(-1))
    await apply()
    const added = await subscribe()
    if (!added.created) throw new Error('not created')
    expect(await confirmSubscription(testDb.db, added.confirmToken)).toBe(true)
    const after = await weeklyFigures(testDb.db)
    const [was, is] = [before.at(-1), after.at(-1)]
    expect(is?.applications).toBe((was?.applications ?? 0) + 1)
    expect(is?.subscriptions).toBe((was?.subscriptions ?? 0) + 1)
    expect(is?.confirmed).toBe((was?.confirmed ?? 0) + 1)
    expect(after.slice(0, -1)).toEqual(before.slice(0, -1))
  })

  it('is left out for a role that does not read submissions', async () => {
    expect((await dashboardFigures(testDb.db, user('editor'))).weeks).toBeNull()
    expect((await dashboardFigures(testDb.db, user('sales'))).weeks).toHaveLength(12)
  })
})
