import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Translate } from '~/contracts/translate'
import { mailOutbox, registrationConsent, visitorRegistration } from '~/db/schema'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { registerAtDesk } from './desk-registration.server'

// A walk-in registered at the hall's desk (issue 26): stored with its consents as evidence from the
// desk, mailed a badge, checked in at once with a label to print; a repeat changes nothing stored;
// bad input is refused field by field and stores nothing.
const t: Translate = (m) => m.message ?? m.id
let testDb: TestDatabase

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
  ...overrides,
})

const desk = (fields: Record<string, string | boolean>) =>
  registerAtDesk(testDb.db, { gate: 'North 1 desk', lang: 'cn', fields }, 'staff-desk', t, 'https://fair.example')

const registrations = async () => (await testDb.db.select({ n: count() }).from(visitorRegistration))[0]?.n ?? 0

beforeAll(async () => {
  testDb = await createTestDb({ seed: true })
})
afterAll(async () => {
  await testDb.close()
})

describe('registerAtDesk', () => {
  it('registers a walk-in, keeps the desk consents, mails the badge and checks it in with a label', async () => {
    const answer = await desk(walkIn())
    if (!answer.ok) throw new Error(JSON.stringify(answer.errors))
    expect(answer.created).toBe(true)
    expect(answer.scan).toMatchObject({ outcome: 'first', truename: '赵敏', checkedInGate: 'North 1 desk' })
    expect(answer.label).toMatchObject({ truename: '赵敏', company: '沪上有机超市', visitorType: 'retail' })
    const [row] = await testDb.db
      .select({ id: visitorRegistration.id, mobile: visitorRegistration.mobile })
      .from(visitorRegistration)
      .where(eq(visitorRegistration.email, 'zhao.min@walkin.example.cn'))
    expect(row?.mobile).toBe('+8613912345678')
    const consents = await testDb.db
      .select({ purpose: registrationConsent.purpose, source: registrationConsent.source })
      .from(registrationConsent)
      .where(eq(registrationConsent.registrationId, row?.id ?? 0))
    expect(consents.map((c) => [c.purpose, c.source]).sort()).toEqual([
      ['news', 'desk'],
      ['privacy', 'desk'],
    ])
    const mails = await testDb.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'zhao.min@walkin.example.cn'), eq(mailOutbox.kind, 'visitor_badge')))
    expect(mails[0]?.n).toBe(1)
  })

  it('finds a registration on file by its mobile: nothing changes, the badge goes to the address on file', async () => {
    const before = await registrations()
    const again = await desk(
      walkIn({ email: 'someone.else@walkin.example.cn', truename: '别人', mobile: '+86 139 1234 5678' }),
    )
    if (!again.ok) throw new Error(JSON.stringify(again.errors))
    expect(again.created).toBe(false)
    // The person on file, already admitted at this desk: amber, with their own name.
    expect(again.scan).toMatchObject({ outcome: 'repeat', truename: '赵敏' })
    expect(await registrations()).toBe(before)
    const mails = await testDb.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'someone.else@walkin.example.cn'))
    expect(mails[0]?.n).toBe(0)
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
    expect(answer.ok).toBe(false)
    if (answer.ok) return
    expect(Object.keys(answer.errors).sort()).toEqual(['consentPrivacy', 'mobile', 'truename'])
    expect(await registrations()).toBe(before)
  })
})
