import { desc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addBoothApplication } from '~/db/repositories/booth-applications.server'
import { readSiteConfig, saveConfigEntry } from '~/db/repositories/site-config.server'
import { addRegistration, type RegistrationRecord } from '~/db/repositories/visitor-registrations.server'
import { registrationSubjectKey } from '~/db/repositories/visitor-retention.server'
import {
  adminAuditLog,
  boothApplication,
  boothApplicationEvent,
  mailOutbox,
  registrationConsent,
  visitorRegistration,
} from '~/db/schema'
import { CONFIG_TYPE_PLAIN } from '~/db/schema-enums'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { sampleBoothApplication } from '~/db/testing-data'
import { enqueueBadgeMail } from './badge-mail.server'
import { housekeeping } from './housekeeping.server'

// The retention purge (issue 39, ADR 039): every edition whose show ended more than the retention
// ago, not only the running one; never a registration younger than its retention (one made after
// its show counts from the day it was made); every copy goes (personal columns, badge token, mails);
// each purge is audited with its counts.
let testDb: TestDatabase
let current = ''
const DAY = 86_400_000
const now = new Date('2026-12-01T04:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY)

let serial = 0
async function registration(edition: string, endedDaysAgo: number, madeDaysAgo: number): Promise<number> {
  serial += 1
  const record: RegistrationRecord = {
    edition,
    editionEndsAt: daysAgo(endedDaysAgo),
    lang: 'en',
    truename: `Retention Visitor ${serial}`,
    mobile: `+4915100000${String(serial).padStart(3, '0')}`,
    email: `retention.${serial}@buyer.example.com`,
    company: 'Green Basket Trading',
    jobTitle: 'Buyer',
    country: 'DE',
    province: null,
    visitorType: 'retail',
    purchasingRole: 'decides',
    interests: ['food-dairy'],
    consents: ['privacy', 'news'],
    noticeVersion: 'notice-v1',
    source: 'api',
  }
  const added = await addRegistration(testDb.db, record)
  if (!added.created || !added.holder) throw new Error('not registered')
  await enqueueBadgeMail(testDb.db, added.holder, 'https://fair.example.com')
  await testDb.db
    .update(visitorRegistration)
    .set({ createdAt: daysAgo(madeDaysAgo) })
    .where(eq(visitorRegistration.id, added.holder.id))
  return added.holder.id
}

const rowsOf = (ids: number[]) =>
  testDb.db
    .select()
    .from(visitorRegistration)
    .where(inArray(visitorRegistration.id, ids))
    .orderBy(visitorRegistration.id)
const mailsOf = (id: number) =>
  testDb.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.subjectKey, registrationSubjectKey(id)))
const purgeEntries = () =>
  testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'purge')).orderBy(desc(adminAuditLog.id))

beforeAll(async () => {
  testDb = await createTestDb({ seed: true })
  current = (await readSiteConfig(testDb.db)).text.edition ?? ''
})
afterAll(async () => {
  await testDb?.close()
})

describe('the retention purge', () => {
  it('empties every edition past its end plus the retention, keeps younger rows, and audits its counts', async () => {
    const older = await registration('older-edition', 400, 420)
    const lastShow = await registration(current, 100, 120)
    const afterItsShow = await registration(current, 100, 10)
    const upcoming = await registration('next-edition', -30, 5)

    const purged = await housekeeping(testDb.db, now)

    expect(purged).toMatchObject({ registrations: 2, registrationMails: 2 })
    const [a, b, c, d] = await rowsOf([older, lastShow, afterItsShow, upcoming])
    for (const gone of [a, b]) {
      expect(gone).toMatchObject({
        truename: null,
        mobile: null,
        email: null,
        company: null,
        jobTitle: null,
        badgeToken: null,
        purgedAt: now,
        // What the counts and charts need stays.
        country: 'DE',
        visitorType: 'retail',
        interests: ['food-dairy'],
      })
    }
    for (const kept of [c, d]) {
      expect(kept?.purgedAt).toBeNull()
      expect(kept?.email).toMatch(/@buyer\.example\.com$/)
      expect(kept?.badgeToken).toMatch(/^[A-Z2-7]{26}$/)
    }
    expect(await mailsOf(older)).toEqual([])
    expect(await mailsOf(lastShow)).toEqual([])
    expect(await mailsOf(afterItsShow)).toHaveLength(1)
    // Consent evidence names nobody once the row is empty; it stays as the proof of what was agreed.
    const consents = await testDb.db
      .select()
      .from(registrationConsent)
      .where(eq(registrationConsent.registrationId, older))
    expect(consents.map((row) => row.purpose).sort()).toEqual(['news', 'privacy'])

    const [entry, ...others] = await purgeEntries()
    expect(others).toEqual([])
    expect(entry).toMatchObject({
      actorId: null,
      actorEmail: 'system',
      entity: 'visitor_registration',
      after: { registrations: 2, mails: 2, editions: [current, 'older-edition'].sort(), retentionDays: 90 },
    })
    expect(JSON.stringify(entry)).not.toMatch(/@buyer\.example\.com|Retention Visitor/)

    // A second round finds nothing and records nothing.
    expect(await housekeeping(testDb.db, now)).toMatchObject({ registrations: 0, registrationMails: 0 })
    expect(await purgeEntries()).toHaveLength(1)
  })

  it('counts the retention from the settings', async () => {
    const id = await registration('settings-edition', 40, 50)
    await housekeeping(testDb.db, now)
    expect((await rowsOf([id]))[0]?.purgedAt).toBeNull()

    await saveConfigEntry(testDb.db, { code: 'registration_retention_days', type: CONFIG_TYPE_PLAIN, value: '30' })
    expect(await housekeeping(testDb.db, now)).toMatchObject({ registrations: 1, registrationMails: 1 })
    expect((await rowsOf([id]))[0]).toMatchObject({ email: null, badgeToken: null, purgedAt: now })
    expect((await purgeEntries())[0]?.after).toMatchObject({ registrations: 1, retentionDays: 30 })
  })
})

describe("the booth applications' retention", () => {
  async function application(showEnded: Date, made: Date): Promise<number> {
    serial += 1
    const { id } = await addBoothApplication(
      testDb.db,
      sampleBoothApplication({
        companyName: `Retention Mill ${serial}`,
        email: `applicant.${serial}@mill.example.com`,
      }),
    )
    await testDb.db
      .insert(boothApplicationEvent)
      .values({ applicationId: id, actorEmail: 'sales@example.com', kind: 'note', value: 'Called.' })
    await testDb.db
      .update(boothApplication)
      .set({ editionEndsAt: showEnded, createdAt: made })
      .where(eq(boothApplication.id, id))
    return id
  }
  const applicationsOf = (ids: number[]) =>
    testDb.db.select().from(boothApplication).where(inArray(boothApplication.id, ids))

  it('stores the end of the show the settings name when the application is made', async () => {
    const settings = await readSiteConfig(testDb.db)
    const { id } = await addBoothApplication(testDb.db, sampleBoothApplication())
    const [row] = await applicationsOf([id])
    expect(row?.editionEndsAt.getTime()).toBe(Number(settings.text.exhibition_end_time) * 1000)
  })

  it('deletes an application with its history 24 months after its show, never one made later than that', async () => {
    const monthsAgo = (months: number) => {
      const date = new Date(now)
      date.setUTCMonth(date.getUTCMonth() - months)
      return date
    }
    const expired = await application(monthsAgo(25), monthsAgo(28))
    const madeAfterItsShow = await application(monthsAgo(25), monthsAgo(23))
    const recent = await application(monthsAgo(13), monthsAgo(16))

    expect(await housekeeping(testDb.db, now)).toMatchObject({ boothApplications: 1 })

    expect((await applicationsOf([expired, madeAfterItsShow, recent])).map((row) => row.id).sort()).toEqual(
      [madeAfterItsShow, recent].sort(),
    )
    const history = await testDb.db
      .select()
      .from(boothApplicationEvent)
      .where(eq(boothApplicationEvent.applicationId, expired))
    expect(history).toEqual([])
    const [entry] = await purgeEntries()
    expect(entry).toMatchObject({
      actorEmail: 'system',
      entity: 'booth_application',
      after: { applications: 1, retentionMonths: 24 },
    })
    expect(JSON.stringify(entry)).not.toMatch(/mill\.example\.com|Retention Mill/)
    expect(await housekeeping(testDb.db, now)).toMatchObject({ boothApplications: 0 })
  })
})
