import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getSiteConfig } from '~/db/repositories/site-config.server'
import { authUser } from '~/db/schema'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { listAudit } from '../audit/audit.server'
import { readSettings, readSettingsDraft, saveSettings, saveSettingsDraft } from './settings.server'

const ADMIN = { id: null, email: 'admin@example.cn' }

describe('site settings', () => {
  let testDb: TestDatabase
  beforeAll(async () => {
    testDb = await createTestDb()
  })
  afterAll(() => testDb?.close())

  it('reads every setting, dates as instants, both languages of a pair', async () => {
    const values = await readSettings(testDb.db)
    expect(values.exhibition_start_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/)
    expect(values.exhibition_date_cn).toBeTruthy()
    expect(values.exhibition_date_en).toBeTruthy()
    expect(values.sales_email).toBe('')
  })

  it('refuses bad values by name and writes nothing', async () => {
    const values = await readSettings(testDb.db)
    const answer = await saveSettings(testDb.db, ADMIN, {
      ...values,
      exhibition_end_time: '2020-01-01T00:00:00.000Z',
      prereg_url: 'http://insecure.example.cn/',
      organiser_email: 'not an address',
      edition: 'x1',
      exhibition_hours_en: '',
    })
    expect(answer).toEqual({
      ok: false,
      problems: {
        edition: 'number',
        exhibition_end_time: 'endBeforeStart',
        exhibition_hours_en: 'required',
        organiser_email: 'email',
        prereg_url: 'https',
      },
    })
    expect(await readSettings(testDb.db)).toEqual(values)
    // Unknown entries are refused too: the form cannot write other config.
    expect(await saveSettings(testDb.db, ADMIN, { ...values, media_base_url: 'https://evil.example' })).toMatchObject({
      ok: false,
    })
  })

  it('saves what changed, as Unix seconds for date-times, with one audit entry', async () => {
    const values = await readSettings(testDb.db)
    const answer = await saveSettings(testDb.db, ADMIN, {
      ...values,
      exhibition_start_time: '2027-05-12T01:00:00.000Z',
      exhibition_end_time: '2027-05-14T08:00:00.000Z',
      exhibition_date_en: 'May 12-14, 2027',
      sales_email: 'sales@organic-expo.example.cn',
    })
    expect(answer).toEqual({ ok: true })
    const config = await getSiteConfig(testDb.db)
    expect(config.exhibition_start_time).toBe(String(Date.parse('2027-05-12T01:00:00.000Z') / 1000))
    expect(config.exhibition_date_en).toBe('May 12-14, 2027')
    expect(config.sales_email).toBe('sales@organic-expo.example.cn')
    const [entry] = await listAudit(testDb.db, { entity: 'settings', limit: 5 })
    expect(entry?.actorEmail).toBe(ADMIN.email)
    expect(Object.keys(JSON.parse(entry?.after ?? '{}')).sort()).toEqual([
      'exhibition_date_en',
      'exhibition_end_time',
      'exhibition_start_time',
      'sales_email',
    ])
  })

  it("keeps the next show's dates optional: empty, or both in order (ADR 037)", async () => {
    const values = await readSettings(testDb.db)
    expect(values.next_exhibition_start_time).toBe('')
    expect(values.next_exhibition_end_time).toBe('')
    expect(
      await saveSettings(testDb.db, ADMIN, {
        ...values,
        next_exhibition_start_time: '2027-06-10T01:00:00.000Z',
        next_exhibition_end_time: '2027-06-09T01:00:00.000Z',
      }),
    ).toEqual({ ok: false, problems: { next_exhibition_end_time: 'endBeforeStart' } })
    expect(
      await saveSettings(testDb.db, ADMIN, {
        ...values,
        next_exhibition_start_time: '2027-06-10T01:00:00.000Z',
        next_exhibition_end_time: '2027-06-12T08:00:00.000Z',
      }),
    ).toEqual({ ok: true })
    expect((await getSiteConfig(testDb.db)).next_exhibition_start_time).toBe(
      String(Date.parse('2027-06-10T01:00:00.000Z') / 1000),
    )
    expect((await readSettings(testDb.db)).next_exhibition_end_time).toBe('2027-06-12T08:00:00.000Z')
    // Emptied again: unknown dates are stored as nothing, not as a number.
    expect(
      await saveSettings(testDb.db, ADMIN, { ...values, next_exhibition_start_time: '', next_exhibition_end_time: '' }),
    ).toEqual({ ok: true })
    expect((await getSiteConfig(testDb.db)).next_exhibition_start_time).toBe('')
  })

  it('refuses QR codes and share cards from other origins, outside the site or of the wrong type', async () => {
    const values = await readSettings(testDb.db)
    expect(values.social_wechat_qr).toMatch(/^\/media\/qr\/wechat\.svg$/)
    const answer = await saveSettings(testDb.db, ADMIN, {
      ...values,
      social_wechat_qr: 'https://evil.example/qr.png',
      social_weibo_qr: '/uploads/../../etc/passwd.png',
      share_image: '/uploads/ab/card.svg',
    })
    expect(answer).toEqual({
      ok: false,
      problems: { social_wechat_qr: 'picture', social_weibo_qr: 'picture', share_image: 'shareCard' },
    })
    expect(await saveSettings(testDb.db, ADMIN, { ...values, share_image: '/uploads/ab/card.jpg' })).toEqual({
      ok: true,
    })
    expect((await getSiteConfig(testDb.db)).share_image).toBe('/uploads/ab/card.jpg')
  })

  it('keeps unsaved values for the preview without changing the site or the audit log', async () => {
    await testDb.db.insert(authUser).values({ id: 'admin-1', name: 'Admin', email: ADMIN.email, role: 'admin' })
    const values = await readSettings(testDb.db)
    const auditBefore = await listAudit(testDb.db, { limit: 100 })
    const configBefore = await getSiteConfig(testDb.db)
    expect(await saveSettingsDraft(testDb.db, 'admin-1', { ...values, edition: 'x19' })).toEqual({
      ok: false,
      problems: { edition: 'number' },
    })
    expect(await readSettingsDraft(testDb.db, 'admin-1')).toBeUndefined()
    const draft = {
      ...values,
      edition: '19',
      exhibition_start_time: '2028-06-07T01:00:00.000Z',
      exhibition_end_time: '2028-06-09T08:00:00.000Z',
    }
    // The same rules as a save: a show that closes before it opens cannot be previewed either.
    expect(
      await saveSettingsDraft(testDb.db, 'admin-1', { ...draft, exhibition_end_time: '2028-06-06T01:00:00.000Z' }),
    ).toEqual({ ok: false, problems: { exhibition_end_time: 'endBeforeStart' } })
    expect(await saveSettingsDraft(testDb.db, 'admin-1', draft)).toEqual({ ok: true })
    const kept = await readSettingsDraft(testDb.db, 'admin-1')
    expect(kept?.edition).toBe('19')
    expect(kept?.exhibition_start_time).toBe(String(Date.parse('2028-06-07T01:00:00.000Z') / 1000))
    expect(await getSiteConfig(testDb.db)).toEqual(configBefore)
    expect(await listAudit(testDb.db, { limit: 100 })).toEqual(auditBefore)
  })
})
