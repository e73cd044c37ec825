import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { news } from '../schema'
import { newsSeed } from '../seed/news'
import { toNewsInput } from '../seed/news-body'
import { createTestDb, type TestDatabase } from '../testing.server'
import { createNews, getNewsItem, latestNewsByCategory, listNews, type NewsCategory, searchNews } from './news.server'

let testDb: TestDatabase

beforeAll(async () => {
  testDb = await createTestDb()
})
afterAll(async () => {
  await testDb?.close()
})

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ')
const isVisible = (seed: (typeof newsSeed)[number]) => !seed.draft && new Date(seed.publishedAt) <= new Date()
const visibleSeeds = newsSeed.filter(isVisible)

/** What the search should find, computed from the seed independently of the SQL. */
function expectedMatches(...terms: string[]): number {
  return visibleSeeds.filter((seed) => {
    const input = toNewsInput(seed)
    const text = [
      input.titleCn,
      input.titleEn,
      input.summaryCn,
      input.summaryEn,
      stripTags(input.bodyCn),
      stripTags(input.bodyEn),
    ]
      .join(' ')
      .toLowerCase()
    return terms.every((term) => text.includes(term.toLowerCase()))
  }).length
}

async function idOfTitle(titleEn: string): Promise<number> {
  const [row] = await testDb.db.select({ id: news.id }).from(news).where(eq(news.titleEn, titleEn))
  if (!row) throw new Error(`no news titled ${titleEn}`)
  return row.id
}

describe('listNews', () => {
  it('pages through published items of a category, newest first, with the right total', async () => {
    const category: NewsCategory = 'exhibitor'
    const expectedTotal = visibleSeeds.filter((seed) => seed.category === category).length
    const pageSize = 5
    const seen: number[] = []
    const dates: number[] = []
    for (let page = 1; page <= Math.ceil(expectedTotal / pageSize); page++) {
      const result = await listNews(testDb.db, { category, page, pageSize })
      expect(result.total).toBe(expectedTotal)
      expect(result.items.length).toBe(Math.min(pageSize, expectedTotal - (page - 1) * pageSize))
      for (const item of result.items) {
        expect(item.category).toBe(category)
        seen.push(item.id)
        dates.push(item.publishedAt.getTime())
      }
    }
    expect(new Set(seen).size).toBe(expectedTotal)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const beyond = await listNews(testDb.db, { category, page: 99, pageSize })
    expect(beyond).toMatchObject({ items: [], total: expectedTotal })
  })

  it('lists all categories without drafts and clamps silly paging', async () => {
    const result = await listNews(testDb.db, { page: -3, pageSize: 10_000 })
    expect(result.total).toBe(visibleSeeds.length)
    expect(result.page).toBe(1)
    expect(result.pageSize).toBe(50)
    expect(result.items.some((item) => item.titleEn.includes('embargoed'))).toBe(false)
    expect(result.items[0]).not.toHaveProperty('bodyCn')
  })
})

describe('latestNewsByCategory', () => {
  it('gives each category its newest public items, as its own list would', async () => {
    const latest = await latestNewsByCategory(testDb.db, 3)
    for (const category of ['trade', 'exhibitor', 'exhibition'] as const) {
      const own = await listNews(testDb.db, { category, pageSize: 3 })
      expect(
        latest.filter((item) => item.category === category).map((item) => item.id),
        category,
      ).toEqual(own.items.map((item) => item.id))
    }
    expect(latest.length).toBeGreaterThan(0)
  })
})

describe('getNewsItem', () => {
  it('returns a published item with its sanitised body', async () => {
    const item = await getNewsItem(
      testDb.db,
      await idOfTitle('Booth booking for 2025 opens with priority for returning exhibitors'),
    )
    expect(item?.titleCn).toBe('2025年展位预订正式启动，老展商享优先选位')
    expect(item?.bodyEn).toContain('<h2>What you need to know</h2>')
    expect(item?.bodyEn).toContain('<a href="/become-an-exhibitor">')
  })

  it('hides drafts, unknown ids and items scheduled for later', async () => {
    const draft = newsSeed.find((seed) => seed.draft)
    expect(draft).toBeDefined()
    expect(await getNewsItem(testDb.db, await idOfTitle(draft?.en.title ?? ''))).toBeNull()
    expect(await getNewsItem(testDb.db, 987_654)).toBeNull()
    expect(await getNewsItem(testDb.db, Number.NaN)).toBeNull()

    const scheduled = await createNews(testDb.db, {
      ...toNewsInput(newsSeed[0] as (typeof newsSeed)[number]),
      titleEn: 'Scheduled for next year',
      publishedAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
      status: 'published',
    })
    expect(await getNewsItem(testDb.db, scheduled)).toBeNull()
    expect((await searchNews(testDb.db, { keywords: 'Scheduled for next year' })).total).toBe(0)
  })

  it('links prev (newer) and next (older) through the whole category, skipping drafts', async () => {
    const { items, total } = await listNews(testDb.db, { category: 'exhibition', pageSize: 50 })
    let current = await getNewsItem(testDb.db, items[0]?.id ?? 0)
    expect(current?.prevId).toBeNull()
    const walked: number[] = []
    while (current) {
      walked.push(current.id)
      current = current.nextId === null ? null : await getNewsItem(testDb.db, current.nextId)
    }
    expect(walked).toEqual(items.map((item) => item.id))
    expect(walked).toHaveLength(total)
    const last = await getNewsItem(testDb.db, walked[walked.length - 1] ?? 0)
    expect(last?.nextId).toBeNull()
    expect(last?.prevId).toBe(walked[walked.length - 2])
  })
})

describe('searchNews', () => {
  it.each([['有机'], ['德国馆'], ['磁悬浮'], ['枸杞'], ['pavilion'], ['PAVILION'], ['organic code'], ['A2']])(
    'finds %s in either language with the right total',
    async (keywords) => {
      const expected = expectedMatches(...keywords.split(' '))
      expect(expected).toBeGreaterThan(0)
      const result = await searchNews(testDb.db, { keywords, pageSize: 50 })
      expect(result.total).toBe(expected)
      expect(result.items).toHaveLength(expected)
    },
  )

  it('requires every keyword (also across languages) and ignores extra whitespace', async () => {
    const expected = expectedMatches('德国', 'beer')
    expect(expected).toBeGreaterThan(0)
    expect(expected).toBeLessThan(expectedMatches('德国'))
    const result = await searchNews(testDb.db, { keywords: '  德国\u3000beer ' })
    expect(result.total).toBe(expected)
  })

  it('pages search results consistently', async () => {
    const expected = expectedMatches('有机')
    expect(expected).toBeGreaterThan(10)
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(expected / 10) }, (_, i) =>
        searchNews(testDb.db, { keywords: '有机', page: i + 1 }),
      ),
    )
    const ids = pages.flatMap((page) => page.items.map((item) => item.id))
    expect(pages.every((page) => page.total === expected)).toBe(true)
    expect(new Set(ids).size).toBe(expected)
  })

  it('ranks title matches first', async () => {
    const result = await searchNews(testDb.db, { keywords: 'German Pavilion' })
    expect(result.items[0]?.titleEn).toMatch(/German Pavilion/)
  })

  it('treats LIKE wildcards literally and never finds drafts', async () => {
    expect((await searchNews(testDb.db, { keywords: '12%' })).total).toBe(expectedMatches('12%'))
    expect((await searchNews(testDb.db, { keywords: '%' })).total).toBe(expectedMatches('%'))
    expect((await searchNews(testDb.db, { keywords: '_' })).total).toBe(0)
    expect((await searchNews(testDb.db, { keywords: 'embargoed' })).total).toBe(0)
    expect((await searchNews(testDb.db, { keywords: '草稿' })).total).toBe(0)
    expect(await searchNews(testDb.db, { keywords: '   ' })).toMatchObject({ items: [], total: 0 })
  })
})
