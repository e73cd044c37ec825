import { asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  displayedNotice,
  fieldErrorsWithoutNotice,
  fillNotice,
  isShownNoticeVersion,
} from '~/content/privacy-notices.server'
import { noticeVersionField } from '~/contracts/privacy-notice'
import { currentNotice } from '~/db/repositories/privacy-notices.server'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import { authUser, privacyNotice } from '~/db/schema'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { listAudit } from '../audit/audit.server'
import { readNoticeEditor, saveNotice } from './privacy-notices.server'

const ADMIN_ID = 'notice-admin'
const ADMIN = { id: ADMIN_ID, email: 'dpo@example.cn' }
const t = (message: { id?: string; message?: string }) => message.message ?? message.id ?? ''

const registrationText = (words: string) => ({
  bodyCn: `<p>${words}：展会结束后 {retentionDays} 天删除。联系 {organiserEmail}</p>`,
  bodyEn: `<p>${words}: deleted {retentionDays} days after the show. Write to {organiserEmail}</p>`,
})

describe('privacy notices per form', () => {
  let testDb: TestDatabase
  beforeAll(async () => {
    testDb = await createTestDb()
    await testDb.db.insert(authUser).values({ id: ADMIN_ID, name: 'DPO', email: ADMIN.email, role: 'admin' })
  })
  afterAll(() => testDb?.close())

  it('starts from the seed: version 1 of each form, in both languages, the registration stating its retention', async () => {
    for (const form of ['registration', 'subscription', 'application'] as const) {
      const editor = await readNoticeEditor(testDb.db, form)
      expect(editor.current?.version).toBe(1)
      expect(editor.versions).toEqual([{ version: 1, createdAt: expect.any(String), actorEmail: null }])
      expect(editor.current?.bodyCn).toMatch(/[\u4e00-\u9fff]/)
      expect(editor.current?.bodyEn).toMatch(/personal data|your data/i)
    }
    const registration = await currentNotice(testDb.db, 'registration')
    for (const words of ['手机号码', '电子胸卡', '入口', '参展商', '{retentionDays}'])
      expect(registration?.bodyCn).toContain(words)
    for (const words of ['mobile number', 'e-badge', 'entrance', 'exhibitors', '{retentionDays}'])
      expect(registration?.bodyEn).toContain(words)
  })

  it('fills the retention and the contact from the settings, as text, when shown', async () => {
    const config = await readSiteConfig(testDb.db)
    const registration = await currentNotice(testDb.db, 'registration')
    const shown = displayedNotice('registration', registration, config, 'cn')
    expect(shown?.label).toBe('registration/v1')
    expect(shown?.html).toContain(`展会结束后 ${config.text.registration_retention_days} 天`)
    expect(shown?.html).toContain(`mailto:${config.text.organiser_email}`)
    expect(shown?.html).not.toMatch(/\{\w+\}/)
    const hostile = { ...config, text: { ...config.text, organiser_email: '<img src=x onerror=alert(1)>' } }
    expect(fillNotice('<p>{organiserEmail}</p>', hostile, 'en')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>')
  })

  it('saves a new version on each save, never changing an earlier one, audited with who saved it', async () => {
    const before = await currentNotice(testDb.db, 'registration')
    const answer = await saveNotice(testDb.db, ADMIN, {
      form: 'registration',
      baseVersion: 1,
      ...registrationText('新'),
    })
    expect(answer).toEqual({ ok: true, version: 2, changed: true })
    const rows = await testDb.db
      .select()
      .from(privacyNotice)
      .where(eq(privacyNotice.form, 'registration'))
      .orderBy(asc(privacyNotice.version))
    expect(rows.map((row) => row.version)).toEqual([1, 2])
    expect(rows[0]?.bodyCn).toBe(before?.bodyCn)
    expect(rows[1]?.bodyCn).toBe(registrationText('新').bodyCn)
    expect((await readNoticeEditor(testDb.db, 'registration')).versions).toEqual([
      { version: 2, createdAt: expect.any(String), actorEmail: ADMIN.email },
      { version: 1, createdAt: expect.any(String), actorEmail: null },
    ])
    const [audit] = await listAudit(testDb.db, { entity: 'privacy_notice', limit: 1 })
    expect(audit).toMatchObject({ action: 'create', actorEmail: ADMIN.email, entityId: 'registration/v2' })
  })

  it('refuses a save made from an older version, and saves nothing for an unchanged text', async () => {
    const stale = await saveNotice(testDb.db, ADMIN, {
      form: 'registration',
      baseVersion: 1,
      ...registrationText('旧'),
    })
    expect(stale).toEqual({ ok: false, reason: 'stale', current: { version: 2, ...registrationText('新') } })
    const same = await saveNotice(testDb.db, ADMIN, { form: 'registration', baseVersion: 2, ...registrationText('新') })
    expect(same).toEqual({ ok: true, version: 2, changed: false })
    expect((await currentNotice(testDb.db, 'registration'))?.version).toBe(2)
  })

  it('refuses empty texts, unknown placeholders and a retention where the setting does not apply, by language', async () => {
    const check = (form: 'registration' | 'subscription', bodyCn: string, bodyEn: string) =>
      saveNotice(testDb.db, ADMIN, { form, baseVersion: form === 'registration' ? 2 : 1, bodyCn, bodyEn })
    expect(await check('registration', '<p> </p>', '<p>{retentionDays} {organiserFax}</p>')).toEqual({
      ok: false,
      reason: 'invalid',
      problems: { bodyCn: 'required', bodyEn: 'unknownPlaceholder' },
    })
    expect(await check('registration', '<p>没有期限</p>', '<p>{retentionDays} days</p>')).toMatchObject({
      problems: { bodyCn: 'retentionMissing' },
    })
    expect(await check('subscription', '<p>{retentionDays} 天</p>', '<p>Until you unsubscribe</p>')).toMatchObject({
      problems: { bodyCn: 'retentionNotHere' },
    })
    expect((await currentNotice(testDb.db, 'subscription'))?.version).toBe(1)
  })

  it('sanitises what it stores', async () => {
    const answer = await saveNotice(testDb.db, ADMIN, {
      form: 'application',
      baseVersion: 1,
      bodyCn: '<p onclick="x()">申请<script>alert(1)</script></p>',
      bodyEn: '<p>Application<img src="javascript:alert(1)"></p>',
    })
    expect(answer).toMatchObject({ ok: true, version: 2 })
    const stored = await currentNotice(testDb.db, 'application')
    expect(stored?.bodyCn).toBe('<p>申请</p>')
    expect(stored?.bodyEn).not.toContain('javascript')
  })

  it('knows a sent version only when it names an existing version of that form', async () => {
    const known = [1]
    expect(await isShownNoticeVersion(testDb.db, 'registration', 'registration/v1', known)).toBe(true)
    // Saved since the cached list was read: found in the database.
    expect(await isShownNoticeVersion(testDb.db, 'registration', 'registration/v2', known)).toBe(true)
    for (const label of ['registration/v3', 'subscription/v1', 'registration/v0', 'registration/1', '', null, 2])
      expect(await isShownNoticeVersion(testDb.db, 'registration', label, known)).toBe(false)
  })

  it("leaves the version out of a form's field errors, and refuses the post as a whole when it was the only one", () => {
    expect(fieldErrorsWithoutNotice({ email: 'bad', noticeVersion: 'reload' })).toEqual({ email: 'bad' })
    expect(fieldErrorsWithoutNotice({ email: 'bad' })).toEqual({ email: 'bad' })
    expect(() => fieldErrorsWithoutNotice({ noticeVersion: 'reload' })).toThrow(/privacy notice/)
  })

  it('gives the forms one field for the version shown, refusing a missing or foreign one with the same message', () => {
    const field = noticeVersionField(t, 'subscription')
    expect(v.parse(field, 'subscription/v7')).toBe('subscription/v7')
    for (const sent of [undefined, '', 'registration/v1', 'subscription/v1 ', { v: 1 }]) {
      const result = v.safeParse(field, sent)
      expect(result.success).toBe(false)
      expect(result.issues?.[0]?.message).toMatch(/privacy notice/)
    }
  })
})
