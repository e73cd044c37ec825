import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addBoothApplication } from '~/db/repositories/booth-applications.server'
import { addSubscription } from '~/db/repositories/subscriptions.server'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { sampleBoothApplication } from '~/db/testing-data'
import { toCsv } from './csv'
import { exportCsv } from './export.server'

describe('CSV export', () => {
  let test: TestDatabase
  beforeAll(async () => {
    test = await createTestDb({ seed: false })
  })
  afterAll(() => test?.close())

  it('quotes every cell and escapes quotes, keeps line breaks, with a BOM for Excel', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        ['x,"y"', 'plain'],
        ['多行\r\n文本', null],
      ],
    )
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv).toBe('\uFEFF"a","b"\r\n"x,""y""","plain"\r\n"多行\n文本",""\r\n')
  })

  it('neutralises formulas wherever a spreadsheet would read one, and strips control and bidi characters', () => {
    const cells = [
      '=SUM(A1)',
      '+86 451',
      '-2+3',
      '@cmd',
      '  =HYPERLINK("x")',
      '\t=1',
      '\r=1',
      '\u3000＝1',
      '＋1',
      'a=b',
      'e-mail',
    ]
    const [, row] = toCsv(
      ['c'],
      cells.map((c) => [c]),
    ).split('\r\n')
    const out = toCsv(
      ['c'],
      cells.map((c) => [c]),
    )
      .split('\r\n')
      .slice(1, -1)
    expect(row).toBe(`"'=SUM(A1)"`)
    expect(out).toEqual([
      `"'=SUM(A1)"`,
      `"'+86 451"`,
      `"'-2+3"`,
      `"'@cmd"`,
      `"'  =HYPERLINK(""x"")"`,
      `"'=1"`,
      `"'\n=1"`,
      `"'\u3000＝1"`,
      `"'＋1"`,
      '"a=b"',
      '"e-mail"',
    ])
    const hidden = toCsv(['c'], [['a\u0000b\u0007c\u202Ed\u2066e\u200Ff\u0085g']]).split('\r\n')[1]
    expect(hidden).toBe('"abcdefg"')
  })

  it('writes subscriptions and applications from the database, Chinese intact', async () => {
    await addSubscription(test.db, {
      truename: '王芳',
      email: 'wang.fang@example.cn',
      company: '绿源有机',
      position: '采购经理',
      lang: 'cn',
      consent: true,
      noticeVersion: 'notice-v1',
      source: 'api',
    })
    await addBoothApplication(
      test.db,
      sampleBoothApplication({ boothType: 'bare_space', areaSqm: 54, preferredBooths: ['N5-C03', 'N5-C05'] }),
    )
    const subs = await exportCsv(test.db, 'subscriptions')
    expect(subs.rows).toBe(1)
    expect(subs.csv.split('\r\n')[0]).toBe(
      '\uFEFF"id","name","email","company","position","language","status","consent_at","confirmed_at","created_at"',
    )
    expect(subs.csv).toContain('"王芳","wang.fang@example.cn","绿源有机","采购经理","cn","unconfirmed"')
    const apps = await exportCsv(test.db, 'applications')
    expect(apps.rows).toBe(1)
    // a leading + is neutralised like any formula prefix
    expect(apps.csv).toContain(
      `"exhibitor","中国","黑土地有机农场","李强","'+86 451 8888 6666","li@example.cn","有机大米","bare_space","54","N5-C03, N5-C05","cn"`,
    )
    expect(apps.csv.split('\r\n')[1]).toMatch(/,"new"$/)
  })
})
