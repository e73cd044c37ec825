import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NEWS_LIST_PAGE_SIZE } from '~/admin/news/contract'
import { listNews } from '~/db/repositories/news.server'
import { news } from '~/db/schema'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { listAudit } from '../audit/audit.server'
import {
  getNewsForEditors,
  listNewsForEditors,
  newsMissingTranslationCount,
  newsMissingTranslations,
  publishDueNews,
  saveNewsForEditors,
} from './news-admin.server'

const EDITOR = { id: null, email: 'editor@example.cn' }
let testDb: TestDatabase

const input = (over: Partial<Parameters<typeof saveNewsForEditors>[2]> = {}) => ({
  category: 'trade' as const,
  status: 'draft' as const,
  publishedAt: '2026-01-05T02:00:00.000Z',
  titleCn: '有机大米新标准',
  titleEn: 'New organic rice standard',
  summaryCn: '摘要',
  summaryEn: 'Summary',
  bodyCn: '<p>正文</p>',
  bodyEn: '<p>Body</p>',
  ...over,
})

beforeAll(async () => {
  testDb = await createTestDb()
})
afterAll(async () => {
  await testDb?.close()
})

describe('news in the back office', () => {
  it('creates a draft that the public does not see, then publishes it', async () => {
    const created = await saveNewsForEditors(testDb.db, EDITOR, input())
    if (!created.ok) throw new Error(created.reason)
    const publicIds = async () => (await listNews(testDb.db, { pageSize: 50 })).items.map((item) => item.id)
    expect(await publicIds()).not.toContain(created.id)
    const published = await saveNewsForEditors(testDb.db, EDITOR, {
      ...input({ status: 'published' }),
      id: created.id,
      version: created.version,
    })
    expect(published).toEqual({ ok: true, id: created.id, version: created.version + 1 })
    expect(await publicIds()).toContain(created.id)
    expect(
      (await listAudit(testDb.db, { entity: 'news', entityId: String(created.id), limit: 5 })).map((e) => e.action),
    ).toEqual(['update', 'create'])
  })

  it('refuses a save made from an older version, handing back the current item', async () => {
    const created = await saveNewsForEditors(testDb.db, EDITOR, input())
    if (!created.ok) throw new Error(created.reason)
    const first = await saveNewsForEditors(testDb.db, EDITOR, {
      ...input({ titleEn: 'First editor' }),
      id: created.id,
      version: created.version,
    })
    expect(first.ok).toBe(true)
    const second = await saveNewsForEditors(testDb.db, EDITOR, {
      ...input({ titleEn: 'Second editor' }),
      id: created.id,
      version: created.version,
    })
    expect(second).toMatchObject({ ok: false, reason: 'stale', current: { titleEn: 'First editor', version: 2 } })
    expect((await getNewsForEditors(testDb.db, created.id))?.titleEn).toBe('First editor')
  })

  it('stores only sanitised HTML, whatever the editor sends', async () => {
    const created = await saveNewsForEditors(
      testDb.db,
      EDITOR,
      input({
        bodyEn:
          '<p onclick="x()">Hi<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">l</a></p>',
      }),
    )
    if (!created.ok) throw new Error(created.reason)
    const [row] = await testDb.db.select({ body: news.bodyEn }).from(news).where(eq(news.id, created.id))
    expect(row?.body).not.toMatch(/onclick|onerror|<script|javascript:/i)
    expect(row?.body).toContain('Hi')
  })

  it('lists drafts for editors with search in both languages, completeness, sorting and paging', async () => {
    await saveNewsForEditors(
      testDb.db,
      EDITOR,
      input({ titleCn: '展会草稿', titleEn: '', summaryEn: '', bodyEn: '<p> </p>' }),
    )
    const { rows } = await listNewsForEditors(testDb.db, { q: '展会草稿' })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'draft', complete: false })
    expect((await listNewsForEditors(testDb.db, { q: '展会草稿', languages: 'incomplete' })).rows).toHaveLength(1)
    expect((await listNewsForEditors(testDb.db, { q: '展会草稿', languages: 'complete' })).rows).toHaveLength(0)
    const complete = await listNewsForEditors(testDb.db, { languages: 'complete' })
    expect(complete.rows.length).toBeGreaterThan(0)
    expect(complete.rows.every((row) => row.complete)).toBe(true)
    expect(
      (await listNewsForEditors(testDb.db, { q: 'organic rice', status: 'published' })).rows.length,
    ).toBeGreaterThan(0)

    // Pages of 50 over every item, in the order asked for.
    const { total } = await listNewsForEditors(testDb.db, {})
    for (let i = total; i <= NEWS_LIST_PAGE_SIZE; i++) await saveNewsForEditors(testDb.db, EDITOR, input({}))
    const first = await listNewsForEditors(testDb.db, { sort: 'oldest' })
    expect(first.total).toBeGreaterThan(first.pageSize)
    const dates = first.rows.map((row) => row.publishedAt)
    expect(dates).toEqual([...dates].sort())
    const second = await listNewsForEditors(testDb.db, { sort: 'oldest', page: 2 })
    expect(second.rows.length).toBe(Math.min(second.pageSize, first.total - first.pageSize))
    expect(second.rows.some((row) => first.rows.some((other) => other.id === row.id))).toBe(false)
    expect((second.rows[0]?.publishedAt ?? '') >= (first.rows.at(-1)?.publishedAt ?? '')).toBe(true)
  })

  it('names the news fields that have one language only, not those empty in both', async () => {
    const saved = await saveNewsForEditors(
      testDb.db,
      EDITOR,
      input({ titleCn: '只有中文', titleEn: '', summaryCn: '', summaryEn: '', bodyEn: '<p></p>' }),
    )
    if (!saved.ok) throw new Error(saved.reason)
    const gaps = (await newsMissingTranslations(testDb.db)).filter((gap) => gap.id === saved.id)
    expect(gaps).toEqual([
      { area: 'news', id: saved.id, title: '只有中文', field: 'title', missing: 'en' },
      { area: 'news', id: saved.id, title: '只有中文', field: 'body', missing: 'en' },
    ])
    expect(await newsMissingTranslationCount(testDb.db)).toBe((await newsMissingTranslations(testDb.db)).length)
  })

  it('publishes scheduled items whose time has come, and touches nothing otherwise', async () => {
    const later = await saveNewsForEditors(
      testDb.db,
      EDITOR,
      input({ status: 'scheduled', publishedAt: '2099-01-01T00:00:00.000Z' }),
    )
    const due = await saveNewsForEditors(
      testDb.db,
      EDITOR,
      input({ status: 'scheduled', publishedAt: '2020-01-01T00:00:00.000Z' }),
    )
    if (!later.ok || !due.ok) throw new Error('not saved')
    expect(await publishDueNews(testDb.db)).toBe(1)
    expect((await getNewsForEditors(testDb.db, due.id))?.status).toBe('published')
    expect((await getNewsForEditors(testDb.db, later.id))?.status).toBe('scheduled')
    expect(await publishDueNews(testDb.db)).toBe(0)
  })
})
