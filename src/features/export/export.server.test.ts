import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addBoothApplication } from '~/db/repositories/booth-applications.server'
import { addSubscription } from '~/db/repositories/subscriptions.server'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { toCsv } from './csv'
import { exportCsv } from './export.server'

describe('CSV export', () => {
  let test: TestDatabase
  beforeAll(async () => {
    test = await createTestDb({ seed: false })
  })
  afterAll(() => test?.close())

  it('escapes quotes, commas, line breaks and formula prefixes, with a BOM for Excel', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        ['x,"y"', '=SUM(A1)'],
        ['多行\n文本', null],
      ],
    )
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv).toBe('\uFEFFa,b\r\n"x,""y""",\'=SUM(A1)\r\n"多行\n文本",\r\n')
  })

  it('writes subscriptions and applications from the database, Chinese intact', async () => {
    await addSubscription(test.db, {
      truename: '王芳',
      email: 'wang.fang@example.cn',
      company: '绿源有机',
      position: '采购经理',
      lang: 'cn',
      consent: true,
    })
    await addBoothApplication(test.db, {
      partnershipIntent: 'exhibitor',
      country: '中国',
      companyName: '黑土地有机农场',
      contactName: '李强',
      phone: '+86 451 8888 6666',
      email: 'li@example.cn',
      productType: '有机大米',
      boothType: 'bare_space',
      areaSqm: 54,
      lang: 'cn',
      consent: true,
    })
    const subs = await exportCsv(test.db, 'subscriptions')
    expect(subs.rows).toBe(1)
    expect(subs.csv.split('\r\n')[0]).toBe('\uFEFFid,name,email,company,position,language,consent_at,created_at')
    expect(subs.csv).toContain('王芳,wang.fang@example.cn,绿源有机,采购经理,cn')
    const apps = await exportCsv(test.db, 'applications')
    expect(apps.rows).toBe(1)
    // a leading + is neutralised like any formula prefix
    expect(apps.csv).toContain(
      "exhibitor,中国,黑土地有机农场,李强,'+86 451 8888 6666,li@example.cn,有机大米,bare_space,54,cn",
    )
  })
})
