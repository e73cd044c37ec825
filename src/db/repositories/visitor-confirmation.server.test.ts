import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, registrationConsent, visitorRegistration } from '../schema'
import { createTestDb, type TestDatabase } from '../testing.server'
import { addPendingRegistration, lockAddress, type RegistrationMailRow } from './visitor-confirmation.server'
import { addRegistration, type RegistrationRecord } from './visitor-registrations.server'
import { registrationSubjectKey } from './visitor-retention.server'

// The one statement that adds a site registration (ADR 042). On PostgreSQL (the database suite in
// CI) its concurrent calls are truly concurrent: the address's lock and the standing read after it
// must keep the mail cap exact.
let testDb: TestDatabase

beforeAll(async () => {
  testDb = await createTestDb({ seed: false })
})
afterAll(async () => {
  await testDb?.close()
})

const record = (email: string, overrides: Partial<RegistrationRecord> = {}): RegistrationRecord => ({
  edition: '18',
  editionEndsAt: new Date('2025-06-13T07:00:00Z'),
  lang: 'en',
  truename: 'Anna Weber',
  mobile: '+4915112345678',
  email,
  company: 'Bergland Naturkost',
  jobTitle: 'Buyer',
  country: 'DE',
  province: null,
  visitorType: 'importer_distributor',
  purchasingRole: 'decides',
  interests: ['food-dairy'],
  consents: ['privacy', 'exhibitors'],
  noticeVersion: 'registration/v1',
  source: 'api',
  ...overrides,
})

let serial = 0
const mail = (to: string): RegistrationMailRow => ({
  kind: 'visitor_confirm',
  toAddress: to,
  subject: 'Confirm your registration',
  text: 'Open the link',
  headers: { 'X-Test': 'yes' },
  messageId: `<confirm-${++serial}@test.example>`,
})
const day = { limit: 3, since: new Date(Date.now() - 86_400_000) }
const add = (email: string, overrides: Partial<RegistrationRecord> = {}) =>
  addPendingRegistration(testDb.db, record(email, overrides), {
    confirmToken: `CODE${++serial}`,
    mail: mail(email),
    mailCap: day,
  })
const mailsTo = (email: string) =>
  testDb.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id)

describe('a site registration in one statement', () => {
  it('stores the pending row with every field, one consent row per purpose and its mail, named as its mail', async () => {
    const standing = await add('one@example.com', { province: null, interests: ['food-dairy', 'food-baby'] })
    expect(standing).toMatchObject({ mails: 0, onFile: false })
    const id = standing.added ?? 0
    const [row] = await testDb.db.select().from(visitorRegistration).where(eq(visitorRegistration.id, id))
    expect(row).toMatchObject({
      status: 'pending',
      badgeToken: null,
      email: 'one@example.com',
      interests: ['food-dairy', 'food-baby'],
      editionEndsAt: new Date('2025-06-13T07:00:00Z'),
      province: null,
    })
    expect(row?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.confirmExpiresAt?.getTime()).toBeGreaterThan(Date.now())
    const consents = await testDb.db
      .select()
      .from(registrationConsent)
      .where(eq(registrationConsent.registrationId, id))
      .orderBy(registrationConsent.purpose)
    expect(consents.map((c) => [c.purpose, c.noticeVersion, c.source, c.lang, c.actorId])).toEqual([
      ['exhibitors', 'registration/v1', 'api', 'en', null],
      ['privacy', 'registration/v1', 'api', 'en', null],
    ])
    expect(consents[0]?.at).toEqual(row?.createdAt)
    const [sent] = await mailsTo('one@example.com')
    expect(sent).toMatchObject({
      kind: 'visitor_confirm',
      subjectKey: registrationSubjectKey(id),
      headers: { 'X-Test': 'yes' },
      status: 'pending',
    })
  })

  it('stores nothing for an address with its day of mails, and says so', async () => {
    for (let i = 0; i < 3; i++) expect((await add('capped@example.com')).added).not.toBeNull()
    expect(await add('capped@example.com')).toEqual({ added: null, mails: 3, onFile: false })
    expect(await mailsTo('capped@example.com')).toHaveLength(3)
  })

  it('stores nothing for an address confirmed this edition (its badge is mailed again by the caller)', async () => {
    await addRegistration(testDb.db, record('confirmed@example.com'))
    expect(await add('CONFIRMED@example.com')).toEqual({ added: null, mails: 0, onFile: true })
    // Another edition's registration of the address is no reason.
    expect((await add('confirmed@example.com', { edition: '19' })).added).not.toBeNull()
  })

  it('keeps the cap exact for registrations of one address that waited on its lock together', async () => {
    const email = 'burst@example.com'
    for (let i = 0; i < 2; i++) expect((await add(email)).added).not.toBeNull()
    // Another request holds the address's lock while three more arrive (on PostgreSQL each on its
    // own connection, blocked on the lock with its statement's snapshot already taken): once it
    // ends, only one of them may pass the cap of three. The standing they read is taken after the
    // lock was granted; a read in the statement's own snapshot would let all three through.
    let burst: Promise<Awaited<ReturnType<typeof add>>[]> | undefined
    await testDb.db.transaction(async (tx) => {
      await lockAddress(tx, '18', email)
      burst = Promise.all(Array.from({ length: 3 }, () => add(email)))
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    const standings = (await burst) ?? []
    expect(standings.filter((s) => s.added !== null)).toHaveLength(1)
    expect(await mailsTo(email)).toHaveLength(3)
    const stored = await testDb.db
      .select({ id: visitorRegistration.id })
      .from(visitorRegistration)
      .where(eq(visitorRegistration.email, email))
    expect(stored).toHaveLength(3)
  })
})
