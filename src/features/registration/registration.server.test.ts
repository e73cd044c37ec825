import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSiteConfig, type SiteConfig } from '~/db/repositories/site-config.server'
import { purgeExpiredPendingRegistrations } from '~/db/repositories/visitor-confirmation.server'
import { mailOutbox, visitorRegistration } from '~/db/schema'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import {
  confirmRegistration,
  REGISTRATION_MAILS_PER_DAY,
  type RegisteringVisitor,
  requestRegistration,
} from './registration.server'

const ORIGIN = 'https://expo.example.cn'
let testDb: TestDatabase
let settings: SiteConfig

beforeAll(async () => {
  testDb = await createTestDb()
  settings = await readSiteConfig(testDb.db)
})
afterAll(async () => {
  await testDb?.close()
})

let serial = 0
function visitor(overrides: Partial<RegisteringVisitor> = {}): RegisteringVisitor {
  serial += 1
  return {
    truename: `Visitor ${serial}`,
    mobile: `+86139000${String(serial).padStart(5, '0')}`,
    email: `visitor.${serial}@buyer.example.com`,
    company: 'Green Basket',
    jobTitle: 'Buyer',
    country: 'CN',
    province: '31',
    visitorType: 'retail',
    purchasingRole: 'decides',
    interests: [],
    noticeVersion: 'registration:1',
    consentExhibitors: false,
    consentNews: false,
    ...overrides,
  }
}

const request = (who: RegisteringVisitor, now?: Date) =>
  requestRegistration(testDb.db, who, { lang: 'en', source: 'api', origin: ORIGIN, settings, now })

const mailsTo = (address: string) =>
  testDb.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${address})`)
    .orderBy(mailOutbox.id)

/** The code of the newest confirmation mail to `address`, read from its link (`#<code>`). */
async function mailedCode(address: string): Promise<string> {
  const confirm = (await mailsTo(address)).filter((mail) => mail.kind === 'visitor_confirm').at(-1)
  const code = /\/en\/register\/confirm#([A-Z2-7]{26})/.exec(confirm?.text ?? '')?.[1]
  expect(code, confirm?.text).toBeDefined()
  return code ?? ''
}

const registrationsOf = (address: string) =>
  testDb.db.select().from(visitorRegistration).where(eq(visitorRegistration.emailKey, address.toLowerCase()))

describe('registrations confirmed by mail (ADR 037)', () => {
  it('stores a pending registration without a badge and mails a code that only the mail carries', async () => {
    const who = visitor()
    expect(await request(who)).toBe('pending')
    const [row] = await registrationsOf(who.email)
    expect(row).toMatchObject({ status: 'pending', badgeToken: null, confirmedAt: null })
    const [mail] = await mailsTo(who.email)
    expect(mail).toMatchObject({ kind: 'visitor_confirm', subjectKey: `visitor_registration:${row?.id}` })
    const code = await mailedCode(who.email)
    // Only the code's SHA-256 is stored; the mail shows it in groups of four for typing.
    expect(row?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.confirmTokenHash).not.toContain(code)
    expect(mail?.text).toContain(code.replace(/(.{4})(?=.)/g, '$1 '))
    expect(row?.confirmExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000)
  })

  it('the code activates the registration once, issues its badge and mails it', async () => {
    const who = visitor()
    await request(who)
    const code = await mailedCode(who.email)
    // Typed by hand: lower case and spaces between the groups.
    const opened = await confirmRegistration(testDb.db, code.toLowerCase().replace(/(.{4})/g, '$1 '), ORIGIN)
    expect(opened.kind).toBe('confirmed')
    const [row] = await registrationsOf(who.email)
    expect(row).toMatchObject({ status: 'active', confirmTokenHash: null, confirmExpiresAt: null })
    expect(row?.badgeToken).toMatch(/^[A-Z2-7]{26}$/)
    expect(row?.confirmedAt).not.toBeNull()
    const badge = (await mailsTo(who.email)).filter((mail) => mail.kind === 'visitor_badge')
    expect(badge).toHaveLength(1)
    expect(badge[0]?.text).toContain(`/en/badge/${row?.badgeToken}`)
    expect(badge[0]?.subjectKey).toBe(`visitor_registration:${row?.id}`)
    expect((await confirmRegistration(testDb.db, code, ORIGIN)).kind).toBe('unknown')
  })

  it("a victim's mobile with an attacker's address binds nothing: the owner registers and gets their own badge", async () => {
    const victimMobile = '+8613811112222'
    const attacker = visitor({ mobile: victimMobile, email: 'attacker@evil.example', truename: 'Probe' })
    expect(await request(attacker)).toBe('pending')
    // Even confirmed by the attacker, the number is theirs only as data: it identifies nobody.
    await confirmRegistration(testDb.db, await mailedCode(attacker.email), ORIGIN)
    const owner = visitor({ mobile: victimMobile, email: 'owner@buyer.example.com', truename: 'Real Owner' })
    expect(await request(owner)).toBe('pending')
    const opened = await confirmRegistration(testDb.db, await mailedCode(owner.email), ORIGIN)
    expect(opened.kind).toBe('confirmed')
    const [mine] = await registrationsOf(owner.email)
    expect(mine).toMatchObject({ status: 'active', truename: 'Real Owner' })
    // The owner's badge went to the owner only; the attacker's mailbox has no mail about the owner.
    expect((await mailsTo(owner.email)).map((mail) => mail.kind)).toEqual(['visitor_confirm', 'visitor_badge'])
    for (const mail of await mailsTo(attacker.email)) expect(mail.text).not.toContain(mine?.badgeToken ?? '-')
  })

  it('a repeat for a confirmed address stores nothing and mails the badge on file to that address only', async () => {
    const who = visitor()
    await request(who)
    await confirmRegistration(testDb.db, await mailedCode(who.email), ORIGIN)
    const [onFile] = await registrationsOf(who.email)
    expect(await request({ ...who, email: who.email.toUpperCase(), truename: 'Someone Else' })).toBe('onFile')
    const rows = await registrationsOf(who.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.truename).toBe(who.truename)
    const mails = await mailsTo(who.email)
    expect(mails.map((mail) => mail.kind)).toEqual(['visitor_confirm', 'visitor_badge', 'visitor_badge'])
    expect(mails.at(-1)?.toAddress).toBe(who.email)
    expect(mails.at(-1)?.text).toContain(onFile?.badgeToken ?? '-')
  })

  it('confirming a second pending registration of a confirmed address changes nothing and drops the duplicate', async () => {
    const who = visitor()
    await request(who)
    const first = await mailedCode(who.email)
    await request({ ...who, truename: 'Second Try' })
    const second = await mailedCode(who.email)
    expect(second).not.toBe(first)
    expect((await confirmRegistration(testDb.db, first, ORIGIN)).kind).toBe('confirmed')
    const opened = await confirmRegistration(testDb.db, second, ORIGIN)
    expect(opened.kind).toBe('onFile')
    const rows = await registrationsOf(who.email)
    expect(rows.map((row) => [row.status, row.truename])).toEqual([['active', who.truename]])
  })

  it(`sends at most ${REGISTRATION_MAILS_PER_DAY} registration mails a day to one address; beyond, nothing`, async () => {
    const who = visitor()
    const now = new Date()
    for (let i = 0; i < REGISTRATION_MAILS_PER_DAY; i++) expect(await request(who, now)).toBe('pending')
    expect(await request(who, now)).toBe('capped')
    expect(await mailsTo(who.email)).toHaveLength(REGISTRATION_MAILS_PER_DAY)
    expect(await registrationsOf(who.email)).toHaveLength(REGISTRATION_MAILS_PER_DAY)
    // The first activation's badge is mailed whatever the count: an address is confirmed once an edition.
    await confirmRegistration(testDb.db, await mailedCode(who.email), ORIGIN)
    expect((await mailsTo(who.email)).at(-1)?.kind).toBe('visitor_badge')
    // A day later the address may ask again.
    expect(await request(who, new Date(now.getTime() + 25 * 3_600_000))).toBe('onFile')
  })

  it('an expired code opens nothing, and the purge deletes expired pending registrations with their mails', async () => {
    const who = visitor()
    const long = new Date(Date.now() - 2 * 86_400_000)
    await request(who, long)
    const code = await mailedCode(who.email)
    expect((await confirmRegistration(testDb.db, code, ORIGIN)).kind).toBe('unknown')
    const kept = visitor()
    await request(kept)
    expect(await purgeExpiredPendingRegistrations(testDb.db)).toBeGreaterThanOrEqual(1)
    expect(await registrationsOf(who.email)).toHaveLength(0)
    expect(
      await testDb.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'visitor_confirm'), eq(mailOutbox.toAddress, who.email))),
    ).toHaveLength(0)
    expect(await registrationsOf(kept.email)).toHaveLength(1)
  })
})
