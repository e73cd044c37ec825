import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDatabase } from '../testing.server'
import { listExhibitorCountries, listExhibitors } from './exhibitors.server'
import { getIndustryTree } from './industry.server'
import { getMenuTree } from './menu.server'
import { getSiteConfig, listConfigEntries, readSiteConfig, saveConfigEntry } from './site-config.server'

let testDb: TestDatabase

beforeAll(async () => {
  testDb = await createTestDb()
})
afterAll(async () => {
  await testDb?.close()
})

describe('site config', () => {
  it('carries the fair facts the header, countdown and footer need', async () => {
    const config = await getSiteConfig(testDb.db)
    expect(config).toMatchObject({
      exhibition_start_time: '1749603600',
      exhibition_date_cn: '2025年6月11日-13日',
      exhibition_date_en: '11-13 June 2025',
      edition: '18',
      // The site's own registration (ADR 033): no outside address.
      prereg_url: '',
      registration_retention_days: '90',
    })
    expect(new Date(Number(config.exhibition_start_time) * 1000).toISOString()).toBe('2025-06-11T01:00:00.000Z')
    expect(config.exhibition_address_en).toContain('Hall N5')
    expect(config.exhibition_address_cn).toContain('N5')
    expect(config.exhibition_hours_en).toBe('11-12 June 09:00-17:00; 13 June 09:00-15:00')
    expect(config.icp_record).toMatch(/^沪ICP备\d+号-\d+$/)
    expect(config.bottom_cn).toContain('©')
    for (const key of ['wechat', 'weibo', 'linkedin']) expect(config[`social_${key}_qr`]).toMatch(/^\/media\/qr\//)
    expect((await readSiteConfig(testDb.db)).rich.parking_notice_en).toContain(
      'RMB 8 per hour, capped at RMB 64 per day',
    )
  })

  it('stores type 1 in content and other types as sanitised content_rich', async () => {
    const entries = await listConfigEntries(testDb.db)
    for (const entry of entries) {
      if (entry.type === 1) expect(entry.contentRich, entry.code).toBeNull()
      else expect(entry.content, entry.code).toBeNull()
    }
    await saveConfigEntry(testDb.db, {
      code: 'privacy_notice_en',
      type: 2,
      value: '<p onclick="x()">New</p><script>x()</script>',
    })
    expect((await readSiteConfig(testDb.db)).rich.privacy_notice_en).toBe('<p>New</p>')
  })
})

describe('trees', () => {
  it('nests the menu under top-level groups covering every page', async () => {
    const menu = await getMenuTree(testDb.db)
    expect(menu[0]).toMatchObject({ path: '/', titleCn: '首页', titleEn: 'Home', children: [] })
    const paths = menu.flatMap((item) => [item.path, ...item.children.map((child) => child.path)])
    for (const page of [
      'introduce',
      'range',
      'why-participate',
      'why-visit',
      'exhibitor-german-pavilion',
      'become-an-exhibitor',
      'exhibitor-news',
      'trade-news',
      'exhibition-news',
      'exhibition-photos',
      'media-partners',
      'vip-visitors',
      'visitor-guide',
      'directories',
      'selection-activity',
      'review',
      'contact',
      'download',
      'global',
    ]) {
      expect(paths, page).toContain(`/${page}`)
    }
    // Registration is the site's own page now (ADR 033): the menu leads there, not to an outside form.
    const children = menu.flatMap((item) => item.children)
    expect(children.find((item) => item.path === '/register')).toMatchObject({ outLink: null })
    expect(children.filter((item) => item.outLink)).toMatchObject([
      { outLink: 'https://www.biofach.example.com', target: '_blank' },
    ])
  })

  it('builds a two-level industry tree that covers every exhibitor category', async () => {
    const tree = await getIndustryTree(testDb.db)
    expect(tree.length).toBeGreaterThanOrEqual(5)
    const leaves = new Set(tree.flatMap((node) => node.children.map((child) => child.code)))
    expect(tree.every((node) => node.children.length > 0 && node.children.every((c) => c.children.length === 0))).toBe(
      true,
    )
    const { items } = await listExhibitors(testDb.db, { pageSize: 50 })
    for (const exhibitor of items) for (const code of exhibitor.industryCodes) expect(leaves, code).toContain(code)
  })
})

describe('exhibitor directory', () => {
  it('filters by country, pavilion, industry (parents include children) and words', async () => {
    const all = await listExhibitors(testDb.db, { pageSize: 50 })
    expect(all.total).toBeGreaterThanOrEqual(40)

    const german = await listExhibitors(testDb.db, { country: 'de', pageSize: 50 })
    expect(german.total).toBeGreaterThan(0)
    expect(german.items.every((e) => e.countryCode === 'DE')).toBe(true)

    const pavilion = await listExhibitors(testDb.db, { germanPavilion: true, pageSize: 50 })
    expect(pavilion.total).toBeGreaterThan(0)
    expect(pavilion.total).toBeLessThan(german.total + 1)
    expect(pavilion.items.every((e) => e.germanPavilion && e.booth.startsWith('N5-D'))).toBe(true)

    const tea = await listExhibitors(testDb.db, { industry: 'food-tea-coffee', pageSize: 50 })
    const food = await listExhibitors(testDb.db, { industry: 'food', pageSize: 50 })
    expect(tea.items.every((e) => e.industryCodes.includes('food-tea-coffee'))).toBe(true)
    expect(food.total).toBeGreaterThan(tea.total)
    expect(food.items.every((e) => e.industryCodes.some((code) => code.startsWith('food-')))).toBe(true)

    const teaWord = await listExhibitors(testDb.db, { q: '茶', pageSize: 50 })
    expect(teaWord.total).toBeGreaterThan(0)
    expect(teaWord.items.every((e) => `${e.nameCn}${e.descriptionCn}`.includes('茶'))).toBe(true)
    expect((await listExhibitors(testDb.db, { q: 'matcha uji' })).total).toBe(1)

    const page2 = await listExhibitors(testDb.db, { page: 2, pageSize: 10 })
    expect(page2).toMatchObject({ total: all.total, page: 2 })
    expect(page2.items.map((e) => e.id)).toEqual(all.items.slice(10, 20).map((e) => e.id))
  })

  it('lists the countries present for the filter', async () => {
    const countries = await listExhibitorCountries(testDb.db)
    expect(countries.length).toBeGreaterThanOrEqual(10)
    expect(countries.find((c) => c.countryCode === 'CN')).toMatchObject({ countryCn: '中国', countryEn: 'China' })
  })
})
