import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { noticeLabel } from '~/contracts/privacy-notice'
import type { Translate } from '~/contracts/translate'
import { addNoticeVersion, currentNotice } from '~/db/repositories/privacy-notices.server'
import {
  adminAuditLog,
  badgeScan,
  mailOutbox,
  registrationConsent,
  visitorCheckIn,
  visitorRegistration,
} from '~/db/schema'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { deskRateLimitFromEnv, registerAtDesk } from './desk-registration.server'

// A walk-in registered at the hall's desk (issue 26): stored with its consents as evidence from the
// desk (the staff account, the notice version the desk showed), mailed a badge, checked in at once
// with a label to print. A repeat (issue 39) tells only that the e-mail is on file, checks in only
// on staff's confirmation with the name on file, mails nothing; every look-up is counted per account
// and audited without what was typed. Bad input is refused field by field and stores nothing.
const t: Translate = (m) => m.message ?? m.id
let testDb: TestDatabase
/** The registration notice's version the desk showed, and a newer one saved since. */
let shown = ''
let newer = ''

const walkIn = (overrides: Record<string, string | boolean> = {}) => ({
  truename: '赵敏',
  mobile: '13912345678',
  email: 'zhao.min@walkin.example.cn',
  company: '沪上有机超市',
  jobTitle: '采购经理',
  country: 'CN',
  province: '31',
  visitorType: 'retail',
  purchasingRole: 'decides',
  consentPrivacy: true,
  consentNews: true,
  noticeVersion: shown,
  ...overrides,
})

const staffOf = (n: number) => ({ id: `staff-desk-${n}`, email: `desk${n}@fair.example` })
const DESK = staffOf(1)
/** The default rule's count over a window no test run can cross (the default's 10 minutes could). */
const RULE = { limit: 10, windowSeconds: 10 * 365 * 86_400 }

const desk = (fields: Record<string, string | boolean>, { confirm = false, staff = DESK } = {}) =>
  registerAtDesk(
    testDb.db,
    { gate: 'North 1 desk', lang: 'cn', fields, confirm },
    staff,
    t,
    'https://fair.example',
    RULE,
  )

const registrations = async () => (await testDb.db.select({ n: count() }).from(visitorRegistration))[0]?.n ?? 0
const checkIns = async () => (await testDb.db.select({ n: count() }).from(visitorCheckIn))[0]?.n ?? 0
const scans = async () => (await testDb.db.select({ n: count() }).from(badgeScan))[0]?.n ?? 0
const badgeMails = async () =>
  (
    await testDb.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'zhao.min@walkin.example.cn'), eq(mailOutbox.kind, 'visitor_badge')))
  )[0]?.n ?? 0
const auditOf = (staff: { email: string }) =>
  testDb.db
    .select({ action: adminAuditLog.action, entityId: adminAuditLog.entityId, after: adminAuditLog.after })
    .from(adminAuditLog)
    .where(eq(adminAuditLog.actorEmail, staff.email))
    .orderBy(adminAuditLog.id)

beforeAll(async () => {
  testDb = await createTestDb({ seed: true })
  const notice = async () => {
    const base = (await currentNotice(testDb.db, 'registration'))?.version ?? 0
    const added = await addNoticeVersion(testDb.db, {
      form: 'registration',
      baseVersion: base,
      bodyCn: '<p>现场登记的隐私声明</p>',
      bodyEn: '<p>The registration privacy notice</p>',
      actorId: null,
    })
    if (!added.ok) throw new Error('no notice version')
    return noticeLabel('registration', added.version)
  }
  shown = await notice()
  newer = await notice()
})
afterAll(async () => {
  await testDb.close()
})

describe('registerAtDesk', () => {
  it('registers a walk-in with the desk consents (staff account, notice shown), mails the badge and checks it in', async () => {
    const answer = await desk(walkIn())
    if (answer.kind !== 'checked-in') throw new Error(JSON.stringify(answer))
    expect(answer.created).toBe(true)
    expect(answer.scan).toMatchObject({ outcome: 'first', truename: '赵敏', checkedInGate: 'North 1 desk' })
    expect(answer.label).toMatchObject({ truename: '赵敏', company: '沪上有机超市', visitorType: 'retail' })
    const [row] = await testDb.db
      .select({ id: visitorRegistration.id, mobile: visitorRegistration.mobile, status: visitorRegistration.status })
      .from(visitorRegistration)
      .where(eq(visitorRegistration.email, 'zhao.min@walkin.example.cn'))
    expect(row).toMatchObject({ mobile: '+8613912345678', status: 'active' })
    const consents = await testDb.db
      .select({
        purpose: registrationConsent.purpose,
        source: registrationConsent.source,
        actorId: registrationConsent.actorId,
        noticeVersion: registrationConsent.noticeVersion,
      })
      .from(registrationConsent)
      .where(eq(registrationConsent.registrationId, row?.id ?? 0))
    // The version the desk showed, though a newer one was saved before the post arrived.
    expect(newer).not.toBe(shown)
    expect(consents.map((c) => [c.purpose, c.source, c.actorId, c.noticeVersion]).sort()).toEqual([
      ['news', 'desk', DESK.id, shown],
      ['privacy', 'desk', DESK.id, shown],
    ])
    expect(await badgeMails()).toBe(1)
  })

  it('tells of a repeat only that the e-mail is on file: no name, company, history or badge; nothing checked in or mailed', async () => {
    const before = { registrations: await registrations(), checkIns: await checkIns(), scans: await scans() }
    const mailsBefore = await badgeMails()
    const probe = await desk(
      walkIn({
        truename: '别人',
        company: '别的公司',
        mobile: '+86 139 0000 0000',
        email: 'ZHAO.MIN@walkin.example.cn',
      }),
    )
    expect(probe).toEqual({ kind: 'on-file', nameMatches: false })
    // Even "confirmed", a wrong name checks nobody in.
    expect(await desk(walkIn({ truename: '别人', email: 'zhao.min@walkin.example.cn' }), { confirm: true })).toEqual({
      kind: 'on-file',
      nameMatches: false,
    })
    // The right name, without staff's confirmation: still nothing but the answer that it matches.
    const looked = await desk(walkIn({ truename: ' 赵 敏 ' }))
    expect(looked).toEqual({ kind: 'on-file', nameMatches: true })
    const [row] = await testDb.db
      .select({ token: visitorRegistration.badgeToken })
      .from(visitorRegistration)
      .where(eq(visitorRegistration.email, 'zhao.min@walkin.example.cn'))
    for (const answer of [probe, looked]) {
      const text = JSON.stringify(answer)
      for (const secret of ['赵敏', '沪上有机超市', 'North 1 desk', row?.token ?? 'no token'])
        expect(text).not.toContain(secret)
    }
    expect({ registrations: await registrations(), checkIns: await checkIns(), scans: await scans() }).toEqual(before)
    expect(await badgeMails()).toBe(mailsBefore)
  })

  it('checks the registration on file in only on confirmation with the name on file, and mails nothing', async () => {
    const mailsBefore = await badgeMails()
    const scansBefore = await scans()
    const confirmed = await desk(walkIn({ truename: '赵敏', company: 'whatever was typed' }), { confirm: true })
    if (confirmed.kind !== 'checked-in') throw new Error(JSON.stringify(confirmed))
    expect(confirmed.created).toBe(false)
    // Already admitted at this desk by the first test: amber, the label of the badge on file.
    expect(confirmed.scan).toMatchObject({ outcome: 'repeat', truename: '赵敏' })
    expect(confirmed.label).toMatchObject({ company: '沪上有机超市' })
    expect(await scans()).toBe(scansBefore + 1)
    expect(await badgeMails()).toBe(mailsBefore)
  })

  it('audits every look-up and every check-in without the e-mail or mobile typed', async () => {
    const entries = await auditOf(DESK)
    expect(entries.map((e) => e.action)).toEqual([
      'desk_lookup',
      'check_in',
      'desk_lookup',
      'desk_lookup',
      'desk_lookup',
      'desk_lookup',
      'check_in',
    ])
    const [row] = await testDb.db
      .select({ id: visitorRegistration.id })
      .from(visitorRegistration)
      .where(eq(visitorRegistration.email, 'zhao.min@walkin.example.cn'))
    expect(entries.slice(2).every((e) => e.entityId === String(row?.id))).toBe(true)
    expect(entries[2]?.after).toMatchObject({ onFile: true, lookupsInWindow: 2 })
    const text = JSON.stringify(entries)
    for (const typed of ['zhao.min', 'ZHAO.MIN', '13912345678', '139 0000', '13900000000', '别人', '赵敏'])
      expect(text).not.toContain(typed)
  })

  it("refuses an account's 11th look-up in the window, whatever was typed, before anything is looked up", async () => {
    expect(deskRateLimitFromEnv(undefined)).toEqual({ limit: 10, windowSeconds: 600 })
    const staff = staffOf(2)
    for (let n = 1; n <= 10; n++) expect((await desk(walkIn(), { staff })).kind).toBe('on-file')
    const before = await registrations()
    const onFile = await desk(walkIn(), { staff })
    const fresh = await desk(walkIn({ email: 'never.seen@walkin.example.cn' }), { staff })
    expect(onFile).toEqual({ kind: 'limited', retryAfterSeconds: expect.any(Number) })
    expect(fresh).toEqual(onFile)
    expect(await registrations()).toBe(before)
    expect((await auditOf(staff)).length).toBe(10)
    // Another account at the desk is not held up by this one.
    expect((await desk(walkIn(), { staff: staffOf(3) })).kind).toBe('on-file')
  })

  it('refuses a notice version that was never shown, counting no look-up', async () => {
    const staff = staffOf(4)
    for (const noticeVersion of ['registration/v999', 'subscription/v1', '', 'x'.repeat(100)]) {
      const answer = await desk(walkIn({ email: 'notice.check@walkin.example.cn', noticeVersion }), { staff })
      expect(answer.kind, noticeVersion).toBe('invalid')
      if (answer.kind === 'invalid') expect(Object.keys(answer.errors)).toEqual(['noticeVersion'])
    }
    expect(await auditOf(staff)).toEqual([])
  })

  it('refuses a 2,000-character name, an invalid mobile and no privacy consent, each by field, storing nothing', async () => {
    const before = await registrations()
    const answer = await desk(
      walkIn({
        truename: '名'.repeat(2000),
        mobile: '12345',
        email: 'new.one@walkin.example.cn',
        consentPrivacy: false,
      }),
    )
    if (answer.kind !== 'invalid') throw new Error(JSON.stringify(answer))
    expect(Object.keys(answer.errors).sort()).toEqual(['consentPrivacy', 'mobile', 'truename'])
    expect(await registrations()).toBe(before)
  })
})
