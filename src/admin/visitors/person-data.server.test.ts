import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import {
  addRegistration,
  type BadgeHolder,
  findBadge,
  type RegistrationRecord,
} from '~/db/repositories/visitor-registrations.server'
import { registrationSubjectKey } from '~/db/repositories/visitor-retention.server'
import { adminAuditLog, mailOutbox, registrationConsent, visitorRegistration } from '~/db/schema'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { enqueueBadgeMail } from '~/mail/badge-mail.server'
import { cancelRegistration, erasePerson, exportPerson, refusalOf, resendBadge } from './visitors.server'

// One person's rights on the visitors screen (issue 39, ADR 039): the export lists the mails written
// to them, an erasure leaves no copy (outbox, badge token) and the badge stops answering, a
// cancellation refuses the badge; each is audited by the registration's id, never by a person's data.
let testDb: TestDatabase
let edition = ''
const SALES = { id: 'sales-account', email: 'sales@fair.test' }
const ORIGIN = 'https://fair.example.com'

let serial = 0
async function registered(): Promise<BadgeHolder> {
  serial += 1
  const record: RegistrationRecord = {
    edition,
    editionEndsAt: new Date('2025-06-13T07:00:00Z'),
    lang: 'en',
    truename: `Person Data ${serial}`,
    mobile: `+4915200000${String(serial).padStart(3, '0')}`,
    email: `person.data.${serial}@buyer.example.com`,
    company: 'Green Basket Trading',
    jobTitle: 'Buyer',
    country: 'DE',
    province: null,
    visitorType: 'retail',
    purchasingRole: 'decides',
    interests: [],
    consents: ['privacy', 'exhibitors'],
    noticeVersion: 'notice-v1',
    source: 'api',
  }
  const added = await addRegistration(testDb.db, record)
  if (!added.holder) throw new Error('not registered')
  await enqueueBadgeMail(testDb.db, added.holder, ORIGIN)
  return added.holder
}

const mailsOf = (id: number) =>
  testDb.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.subjectKey, registrationSubjectKey(id)))
const auditOf = async (action: 'export' | 'erase' | 'cancel', id: number) =>
  testDb.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.entityId, String(id))))
    .orderBy(desc(adminAuditLog.id))

beforeAll(async () => {
  testDb = await createTestDb({ seed: true })
  edition = (await readSiteConfig(testDb.db)).text.edition ?? ''
})
afterAll(async () => {
  await testDb?.close()
})

describe('the per-person export', () => {
  it('includes the mails written to the person, and is audited without their data', async () => {
    const holder = await registered()
    expect(await resendBadge(testDb.db, SALES, holder.id, ORIGIN)).toBe(true)

    const person = await exportPerson(testDb.db, SALES, holder.id)

    expect(person?.registration.email).toBe(holder.email)
    expect(person?.mails).toHaveLength(2)
    for (const mail of person?.mails ?? []) {
      expect(mail).toMatchObject({ kind: 'visitor_badge', status: 'pending', sentAt: null })
      expect(mail.subject).toMatch(/\w/)
      expect(mail.createdAt).toBeInstanceOf(Date)
      expect(mail.text).toContain(`/badge/${holder.badgeToken}`)
    }
    const [entry] = await auditOf('export', holder.id)
    expect(entry).toMatchObject({ actorEmail: SALES.email, entity: 'visitor_registration' })
    expect(JSON.stringify(entry)).not.toContain(holder.email)
  })
})

describe('an erasure', () => {
  it('empties the row, its badge token, its mails and consents; the badge page answers 404', async () => {
    const holder = await registered()
    const other = await registered()
    expect(await findBadge(testDb.db, holder.badgeToken)).not.toBeNull()

    expect(await erasePerson(testDb.db, SALES, holder.id)).toBe(true)

    const [row] = await testDb.db.select().from(visitorRegistration).where(eq(visitorRegistration.id, holder.id))
    expect(row).toMatchObject({ truename: null, mobile: null, email: null, company: null, badgeToken: null })
    expect(row?.purgedAt).toBeInstanceOf(Date)
    expect(await mailsOf(holder.id)).toEqual([])
    expect(await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, holder.email))).toEqual([])
    expect(
      await testDb.db.select().from(registrationConsent).where(eq(registrationConsent.registrationId, holder.id)),
    ).toEqual([])
    // The badge's page reads findBadge: null is its 404.
    expect(await findBadge(testDb.db, holder.badgeToken)).toBeNull()
    // Someone else's badge and mail are untouched.
    expect(await mailsOf(other.id)).toHaveLength(1)
    expect(await findBadge(testDb.db, other.badgeToken)).not.toBeNull()

    const [entry] = await auditOf('erase', holder.id)
    expect(entry).toMatchObject({ actorEmail: SALES.email, after: { mails: 1 } })
    expect(JSON.stringify(entry)).not.toContain(holder.email)
    expect((await exportPerson(testDb.db, SALES, holder.id))?.mails).toEqual([])
    // Once erased, nothing more to erase, and no badge to mail again.
    expect(await erasePerson(testDb.db, SALES, holder.id)).toBe(false)
    expect(await resendBadge(testDb.db, SALES, holder.id, ORIGIN)).toBe(false)
    // The screen says why: the person's data is erased.
    expect(await refusalOf(testDb.db, holder.id)).toBe('erased')
    expect(await refusalOf(testDb.db, 2_147_483_647)).toBe('not-found')
  })
})

describe('a cancellation', () => {
  it('marks the registration cancelled, audits it, and the badge says so', async () => {
    const holder = await registered()

    expect(await cancelRegistration(testDb.db, SALES, holder.id)).toBe(true)

    const [row] = await testDb.db.select().from(visitorRegistration).where(eq(visitorRegistration.id, holder.id))
    expect(row?.status).toBe('cancelled')
    expect(row?.cancelledAt).toBeInstanceOf(Date)
    expect(await auditOf('cancel', holder.id)).toHaveLength(1)
    // The badge page shows its "cancelled: not valid" alert from this answer.
    expect(await findBadge(testDb.db, holder.badgeToken)).toMatchObject({ cancelled: true })
    expect(await cancelRegistration(testDb.db, SALES, holder.id)).toBe(false)
    expect(await resendBadge(testDb.db, SALES, holder.id, ORIGIN)).toBe(false)
    expect(await refusalOf(testDb.db, holder.id)).toBe('cancelled')
    expect(await auditOf('cancel', holder.id)).toHaveLength(1)
  })
})
