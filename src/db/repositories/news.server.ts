import { and, asc, count, desc, eq, ilike, lte, type SQL, sql } from 'drizzle-orm'
import type { SafeHtml } from '~/contracts/safe-html'
import type { Db } from '../connect.server'
import { type Page, type PageRequest, resolvePage } from '../paging'
import { sanitizeRichHtml } from '../sanitize.server'
import { type NewsCategory, type NewsStatus, news } from '../schema'
import { likeContains, splitKeywords } from '../search-terms'

export type { NewsCategory } from '../schema-enums'

const summaryColumns = {
  id: news.id,
  category: news.category,
  titleCn: news.titleCn,
  titleEn: news.titleEn,
  summaryCn: news.summaryCn,
  summaryEn: news.summaryEn,
  coverImage: news.coverImage,
  coverSrcset: news.coverSrcset,
  publishedAt: news.publishedAt,
}

const detailColumns = { ...summaryColumns, bodyCn: news.bodyCn, bodyEn: news.bodyEn, updatedAt: news.updatedAt }

export interface NewsSummary {
  id: number
  category: NewsCategory
  titleCn: string
  titleEn: string
  summaryCn: string
  summaryEn: string
  coverImage: string | null
  coverSrcset: string | null
  publishedAt: Date
}

export interface NewsDetail extends NewsSummary {
  /** Sanitised on write and again on read (a row written by SQL is made safe too). */
  bodyCn: SafeHtml
  bodyEn: SafeHtml
  updatedAt: Date
  /** Neighbours in the same category in list order (newest first): prev is newer, next is older. */
  prevId: number | null
  nextId: number | null
}

export interface NewsInput {
  category: NewsCategory
  titleCn: string
  titleEn: string
  summaryCn: string
  summaryEn: string
  /** Untrusted HTML; sanitised before storage. */
  bodyCn: string
  bodyEn: string
  coverImage?: string | null
  publishedAt: Date
  status: NewsStatus
}

/** Visible to the public: published and not scheduled for later. */
const isPublic = (): SQL => and(eq(news.status, 'published'), lte(news.publishedAt, sql`now()`)) as SQL

const listOrder = [desc(news.publishedAt), desc(news.id)]

/** Row values for a news item; the only place news HTML is prepared for storage. */
export function newsValues(input: NewsInput): typeof news.$inferInsert {
  return {
    category: input.category,
    titleCn: input.titleCn.trim(),
    titleEn: input.titleEn.trim(),
    summaryCn: input.summaryCn.trim(),
    summaryEn: input.summaryEn.trim(),
    bodyCn: sanitizeRichHtml(input.bodyCn),
    bodyEn: sanitizeRichHtml(input.bodyEn),
    coverImage: input.coverImage ?? null,
    publishedAt: input.publishedAt,
    status: input.status,
  }
}

export async function createNews(db: Db, input: NewsInput): Promise<number> {
  const [row] = await db.insert(news).values(newsValues(input)).returning({ id: news.id })
  if (!row) throw new Error('news insert returned no row')
  return row.id
}

export interface ListNewsRequest extends PageRequest {
  category?: NewsCategory
}

export async function listNews(db: Db, request: ListNewsRequest = {}): Promise<Page<NewsSummary>> {
  const where = request.category ? and(isPublic(), eq(news.category, request.category)) : isPublic()
  return pageOf(db, where, listOrder, request)
}

/**
 * The newest `perCategory` public items of every category, newest first within each, in one query
 * (the home page's tabs): a list and a count per category were six queries per render.
 */
export async function latestNewsByCategory(db: Db, perCategory: number): Promise<NewsSummary[]> {
  const ranked = db
    .select({
      ...summaryColumns,
      rank: sql<number>`row_number() over (partition by ${news.category} order by ${news.publishedAt} desc, ${news.id} desc)`.as(
        'rank',
      ),
    })
    .from(news)
    .where(isPublic())
    .as('ranked')
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, perCategory))
    .orderBy(asc(ranked.category), asc(ranked.rank))
  return rows.map(({ rank: _rank, ...item }) => item)
}

export interface SearchNewsRequest extends PageRequest {
  keywords: string
}

/**
 * Every whitespace-separated keyword must occur (AND) somewhere in either language's title, summary
 * or body text; substring matching, so Chinese words need no segmentation. Title hits rank first,
 * then newest first. See `news.searchText` in schema.ts for the index strategy.
 */
export async function searchNews(db: Db, request: SearchNewsRequest): Promise<Page<NewsSummary>> {
  const terms = splitKeywords(request.keywords)
  const { page, pageSize } = resolvePage(request)
  const [first] = terms
  if (first === undefined) return { items: [], total: 0, page, pageSize }
  const where = and(isPublic(), ...terms.map((term) => ilike(news.searchText, likeContains(term)))) as SQL
  const firstPattern = likeContains(first)
  const titleHit = sql`case when ${news.titleCn} ilike ${firstPattern} or ${news.titleEn} ilike ${firstPattern} then 0 else 1 end`
  return pageOf(db, where, [asc(titleHit), ...listOrder], request)
}

async function pageOf(db: Db, where: SQL | undefined, order: SQL[], request: PageRequest): Promise<Page<NewsSummary>> {
  const { page, pageSize, offset } = resolvePage(request)
  const [items, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(news)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(offset),
    db.select({ total: count() }).from(news).where(where),
  ])
  return { items, total: totals[0]?.total ?? 0, page, pageSize }
}

/**
 * Who reads an item: the public sees published items only; an editor's preview sees any status
 * (the neighbours stay the public ones, as the page will show them once published).
 */
export type NewsReader = 'public' | 'preview'

/** An item with its neighbours, or null for unknown ids (and, for the public, drafts and scheduled items). */
export async function getNewsItem(db: Db, id: number, reader: NewsReader = 'public'): Promise<NewsDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null
  const [item] = await db
    .select(detailColumns)
    .from(news)
    .where(reader === 'public' ? and(isPublic(), eq(news.id, id)) : eq(news.id, id))
  if (!item) return null
  const sameCategory = and(isPublic(), eq(news.category, item.category))
  const position = sql`(${news.publishedAt}, ${news.id})`
  const current = sql`(select n.published_at, n.id from news n where n.id = ${id})`
  const [newer, older] = await Promise.all([
    db
      .select({ id: news.id })
      .from(news)
      .where(and(sameCategory, sql`${position} > ${current}`))
      .orderBy(asc(news.publishedAt), asc(news.id))
      .limit(1),
    db
      .select({ id: news.id })
      .from(news)
      .where(and(sameCategory, sql`${position} < ${current}`))
      .orderBy(...listOrder)
      .limit(1),
  ])
  return {
    ...item,
    bodyCn: sanitizeRichHtml(item.bodyCn),
    bodyEn: sanitizeRichHtml(item.bodyEn),
    prevId: newer[0]?.id ?? null,
    nextId: older[0]?.id ?? null,
  }
}
