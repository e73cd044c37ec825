import { describe, expect, it } from 'vitest'
import { t } from '../support/catalog'
import { api } from '../support/http'

interface Page<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}
interface NewsSummary {
  id: number
  category: string
  title: string
  summary: string
  publishedAt: string
}

describe('the API envelope and the lang header', () => {
  it('answers the industry tree with code 1 and data.tree (spec section 7)', async () => {
    const cn = await api<{ tree: { code: string; name: string; children: unknown[] }[] }>('/api/industry/tree', {
      lang: 'cn',
    })
    expect(cn.status).toBe(200)
    expect(cn.body.code).toBe(1)
    expect(cn.body.data.tree.length).toBeGreaterThan(3)
    expect(cn.body.data.tree.some((n) => n.children.length > 0)).toBe(true)
    const en = await api<typeof cn.body.data>('/api/industry/tree', { lang: 'en' })
    expect(en.body.data.tree[0]?.code).toBe(cn.body.data.tree[0]?.code)
    expect(en.body.data.tree[0]?.name).not.toBe(cn.body.data.tree[0]?.name)
    expect(en.headers.get('vary')).toMatch(/lang/)
  })

  it('lists the site configuration with code, type, content and content_rich', async () => {
    const res = await api<{
      list: { code: string; type: number; content: string | null; content_rich: string | null }[]
    }>('/api/config')
    expect(res.body.code).toBe(200)
    const byCode = new Map(res.body.data.list.map((e) => [e.code, e]))
    for (const code of [
      'exhibition_start_time',
      'exhibition_date_cn',
      'exhibition_date_en',
      'exhibition_address_cn',
      'exhibition_address_en',
      'bottom_cn',
      'bottom_en',
    ]) {
      expect(byCode.has(code), code).toBe(true)
    }
    const start = byCode.get('exhibition_start_time')
    expect(start?.type).toBe(1)
    expect(new Date(Number(start?.content) * 1000).toISOString()).toBe('2025-06-11T01:00:00.000Z')
    for (const entry of res.body.data.list) {
      if (entry.type !== 1) expect(entry.content_rich, entry.code).not.toMatch(/<script|onerror=|javascript:/i)
    }
  })

  it('serves the menu in the requested language with paths, links and child lists', async () => {
    type Item = { path: string; title: string; out_link: string | null; target: string | null; childlist: Item[] }
    const cn = await api<{ list: Item[] }>('/api/menu', { lang: 'cn' })
    const en = await api<{ list: Item[] }>('/api/menu', { lang: 'en' })
    expect(cn.body.data.list.length).toBeGreaterThan(3)
    expect(cn.body.data.list.some((i) => i.childlist.length > 0)).toBe(true)
    expect(cn.body.data.list.map((i) => i.path)).toEqual(en.body.data.list.map((i) => i.path))
    expect(cn.body.data.list.map((i) => i.title)).not.toEqual(en.body.data.list.map((i) => i.title))
    expect(/[\u4e00-\u9fff]/.test(cn.body.data.list[1]?.title ?? '')).toBe(true)
  })
})

describe('news', () => {
  it('pages through at least 30 published items across three categories', async () => {
    const first = await api<Page<NewsSummary>>('/api/news?page=1&pageSize=10', { lang: 'en' })
    expect(first.body.data.total).toBeGreaterThanOrEqual(30)
    expect(first.body.data.items).toHaveLength(10)
    const second = await api<Page<NewsSummary>>('/api/news?page=2&pageSize=10', { lang: 'en' })
    const ids = new Set([...first.body.data.items, ...second.body.data.items].map((n) => n.id))
    expect(ids.size).toBe(20)
    const dates = first.body.data.items.map((n) => Date.parse(n.publishedAt))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    let sum = 0
    for (const category of ['exhibition', 'trade', 'exhibitor']) {
      const page = await api<Page<NewsSummary>>(`/api/news?category=${category}&pageSize=50`)
      expect(page.body.data.total, category).toBeGreaterThan(0)
      expect(page.body.data.items.every((n) => n.category === category)).toBe(true)
      sum += page.body.data.total
    }
    expect(sum).toBe(first.body.data.total)
  })

  it('returns an item with its body and neighbours, and 404 for unknown ids', async () => {
    const list = await api<Page<NewsSummary>>('/api/news?category=trade&pageSize=3')
    const [newest, middle] = list.body.data.items
    const item = await api<NewsSummary & { body: string; prevId: number | null; nextId: number | null }>(
      `/api/news/${middle?.id}`,
      { lang: 'en' },
    )
    expect(item.body.code).toBe(200)
    expect(item.body.data.body).toMatch(/<p>/)
    expect(item.body.data.prevId).toBe(newest?.id)
    for (const bad of ['999999', 'abc', '0', '1.5']) {
      const res = await api(`/api/news/${bad}`, { lang: 'en' })
      expect(res.status, bad).toBe(404)
      expect(res.body.msg).toBe(t('en', 'Not found'))
    }
  })

  it('searches Chinese and English text, and refuses an empty query with a localised 400', async () => {
    const zh = await api<Page<NewsSummary>>(`/api/news/search?keywords=${encodeURIComponent('有机')}`, { lang: 'cn' })
    expect(zh.body.data.total).toBeGreaterThan(0)
    const en = await api<Page<NewsSummary>>('/api/news/search?keywords=organic', { lang: 'en' })
    expect(en.body.data.total).toBeGreaterThan(0)
    const none = await api<Page<NewsSummary>>('/api/news/search?keywords=zzqqxxjj', { lang: 'en' })
    expect(none.body.data.total).toBe(0)
    const empty = await api('/api/news/search?keywords=%20', { lang: 'en' })
    expect(empty.status).toBe(400)
    expect(empty.body.msg).toBe(t('en', 'The request is not valid'))
    const emptyCn = await api('/api/news/search', { lang: 'cn' })
    expect(emptyCn.body.msg).toBe(t('cn', 'The request is not valid'))
  })
})

describe('content lists', () => {
  it.each([
    'partners',
    'photos',
    'videos',
    'hotels',
    'transport',
    'booth-types',
    'awards',
    'downloads',
    'testimonials',
    'statistics',
  ])('/api/%s answers a non-empty list', async (name) => {
    const res = await api<{ list: unknown[] }>(`/api/${name}`, { lang: 'en' })
    expect(res.status).toBe(200)
    expect(res.body.data.list.length).toBeGreaterThan(0)
  })

  it('filters and localises: 8 sister fairs, taxi routes of about 20, 32 and 28 km, booth minimums', async () => {
    const fairs = await api<{ list: { name: string; url: string }[] }>('/api/partners?kind=sister_fair', { lang: 'en' })
    expect(fairs.body.data.list).toHaveLength(8)
    const taxi = await api<{ list: { distanceKm: number | null }[] }>('/api/transport?mode=taxi')
    expect(taxi.body.data.list.map((r) => Math.round(Number(r.distanceKm))).sort()).toEqual([20, 28, 32])
    const booths = await api<{ list: { code: string; minAreaSqm: number }[] }>('/api/booth-types')
    expect(Object.fromEntries(booths.body.data.list.map((b) => [b.code, b.minAreaSqm]))).toEqual({
      standard: 9,
      bare_space: 36,
    })
  })

  it('answers bad filters with 400 and unknown API paths with a JSON 404', async () => {
    expect((await api('/api/transport?mode=rocket')).status).toBe(400)
    for (const path of ['/api/nope', '/api/no/such/thing']) {
      const res = await api(path, { lang: 'en' })
      expect(res.status, path).toBe(404)
      expect(res.body).toEqual({ code: 404, msg: t('en', 'Not found'), data: null })
    }
  })
})

describe('exhibitors', () => {
  interface Exhibitor {
    id: number
    name: string
    countryCode: string
    germanPavilion: boolean
    industryCodes: string[]
  }
  it('filters by country, German pavilion, industry and name, with paging', async () => {
    const all = await api<Page<Exhibitor>>('/api/exhibitors?pageSize=50')
    expect(all.body.data.total).toBeGreaterThanOrEqual(40)
    const de = await api<Page<Exhibitor>>('/api/exhibitors?country=DE&pageSize=50')
    expect(de.body.data.items.length).toBeGreaterThan(0)
    expect(de.body.data.items.every((e) => e.countryCode === 'DE')).toBe(true)
    const pavilion = await api<Page<Exhibitor>>('/api/exhibitors?germanPavilion=1&pageSize=50')
    expect(pavilion.body.data.items.every((e) => e.germanPavilion)).toBe(true)
    const tree = await api<{ tree: { code: string }[] }>('/api/industry/tree')
    const top = tree.body.data.tree[0]?.code ?? ''
    const byIndustry = await api<Page<Exhibitor>>(`/api/exhibitors?industry=${top}&pageSize=50`)
    expect(byIndustry.body.data.total).toBeGreaterThan(0)
    const name = all.body.data.items[0]?.name ?? ''
    const byName = await api<Page<Exhibitor>>(`/api/exhibitors?q=${encodeURIComponent(name)}`)
    expect(byName.body.data.items.some((e) => e.name === name)).toBe(true)
    const countries = await api<{ list: { countryCode: string }[] }>('/api/exhibitors/countries')
    expect(countries.body.data.list.length).toBeGreaterThan(3)
    expect((await api('/api/exhibitors?country=germany')).status).toBe(400)
  })
})
