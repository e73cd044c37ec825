import { type AnyColumn, and, asc, count, desc, eq, ilike, not, type SQL, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import {
  NEWS_LIST_PAGE_SIZE,
  type NEWS_LIST_SORTS,
  type NewsEditable,
  type NewsListAnswer,
  type NewsListRequest,
  type NewsSaveAnswer,
  type NewsSaveInputValue,
} from '~/admin/news/contract'
import type { MissingTranslation } from '~/admin/translations/contract'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { newsValues } from '~/db/repositories/news.server'
import { news } from '~/db/schema'
import { likeContains } from '~/db/search-terms'
import { type Actor, recordAudit } from '../audit/audit.server'
import { libraryCopies, libraryFile } from '../media/media-admin.server'

/** Text with its markup removed is not blank (an empty editor leaves `<p></p>`). */
const hasText = (column: AnyColumn): SQL => sql`btrim(regexp_replace(${column}, '<[^>]*>', '', 'g')) <> ''`

/** Both languages have title, summary and body: filtered and shown by the same expression. */
const isComplete = and(
  ...[news.titleCn, news.titleEn, news.summaryCn, news.summaryEn, news.bodyCn, news.bodyEn].map(hasText),
) as SQL

const SORT_ORDER = {
  newest: [desc(news.publishedAt), desc(news.id)],
  oldest: [asc(news.publishedAt), asc(news.id)],
  updated: [desc(news.updatedAt), desc(news.id)],
  title: [asc(news.titleCn), asc(news.titleEn), asc(news.id)],
} satisfies Record<(typeof NEWS_LIST_SORTS)[number], SQL[]>

/** Every item, drafts included, a page at a time; text search in both languages. */
export async function listNewsForEditors(
  db: Db,
  filter: v.InferOutput<typeof NewsListRequest>,
): Promise<NewsListAnswer> {
  const conditions: SQL[] = []
  if (filter.q) conditions.push(ilike(news.searchText, likeContains(filter.q)))
  if (filter.status) conditions.push(eq(news.status, filter.status))
  if (filter.category) conditions.push(eq(news.category, filter.category))
  if (filter.languages) conditions.push(filter.languages === 'complete' ? isComplete : not(isComplete))
  const where = conditions.length ? and(...conditions) : undefined
  const page = filter.page ?? 1
  const pageSize = NEWS_LIST_PAGE_SIZE
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: news.id,
        titleCn: news.titleCn,
        titleEn: news.titleEn,
        category: news.category,
        status: news.status,
        publishedAt: news.publishedAt,
        complete: sql<boolean>`${isComplete}`,
      })
      .from(news)
      .where(where)
      .orderBy(...SORT_ORDER[filter.sort ?? 'newest'])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(news).where(where),
  ])
  return {
    rows: rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString(), complete: row.complete === true })),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
  }
}

function editable(row: typeof news.$inferSelect): NewsEditable {
  return {
    id: row.id,
    version: row.version,
    category: row.category,
    status: row.status,
    publishedAt: row.publishedAt.toISOString(),
    titleCn: row.titleCn,
    titleEn: row.titleEn,
    summaryCn: row.summaryCn,
    summaryEn: row.summaryEn,
    bodyCn: row.bodyCn,
    bodyEn: row.bodyEn,
    coverMediaId: row.coverMediaId,
    coverImage: row.coverImage,
  }
}

/**
 * The cover columns for a save: a library picture's rendition for pages (`libraryCopies`), null to
 * remove it, nothing when the editor left it alone.
 * Undefined when the picture does not exist (or is a document).
 */
async function coverValues(
  db: Db,
  coverMediaId: number | null | undefined,
): Promise<Pick<typeof news.$inferInsert, 'coverMediaId' | 'coverImage' | 'coverSrcset'> | undefined> {
  if (coverMediaId === undefined) return {}
  if (coverMediaId === null) return { coverMediaId: null, coverImage: null, coverSrcset: null }
  const asset = await libraryFile(db, coverMediaId)
  if (asset?.kind !== 'image') return undefined
  const { url, srcset } = libraryCopies(asset)
  return { coverMediaId, coverImage: url, coverSrcset: srcset }
}

export async function getNewsForEditors(db: Db, id: number): Promise<NewsEditable | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1)
  return row && editable(row)
}

/**
 * Creates or updates an item. An update names the version it was made from and succeeds only if the
 * item is still at that version (one UPDATE … WHERE version = $v): an editor saving over a colleague's
 * newer save gets the current item back and keeps what they typed. Bodies are sanitised here (the
 * column holds only sanitiser output). The change and its audit entry are durable before the answer.
 */
export async function saveNewsForEditors(db: Db, actor: Actor, input: NewsSaveInputValue): Promise<NewsSaveAnswer> {
  if (!input.titleCn && !input.titleEn) return { ok: false, reason: 'title-missing' }
  const cover = await coverValues(db, input.coverMediaId)
  if (!cover) return { ok: false, reason: 'cover-missing' }
  const values = {
    ...newsValues({ ...input, publishedAt: new Date(input.publishedAt), coverImage: undefined }),
    ...cover,
  }
  if (!('coverImage' in cover)) delete values.coverImage
  if (!('coverSrcset' in cover)) delete values.coverSrcset
  if (input.id === undefined) {
    const [row] = await db.insert(news).values(values).returning()
    if (!row) throw new Error('news insert returned no row')
    await recordAudit(db, actor, { action: 'create', entity: 'news', entityId: String(row.id), after: values })
    await flushWrites(db)
    return { ok: true, id: row.id, version: row.version }
  }
  const before = await getNewsForEditors(db, input.id)
  if (!before) return { ok: false, reason: 'not-found' }
  const [row] = await db
    .update(news)
    .set({ ...values, version: sql`${news.version} + 1` })
    .where(and(eq(news.id, input.id), eq(news.version, input.version ?? 0)))
    .returning()
  if (!row) {
    const current = await getNewsForEditors(db, input.id)
    return current ? { ok: false, reason: 'stale', current } : { ok: false, reason: 'not-found' }
  }
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'news',
    entityId: String(row.id),
    before: { ...before, id: undefined },
    after: values,
  })
  await flushWrites(db)
  return { ok: true, id: row.id, version: row.version }
}

/**
 * Items scheduled for a time that has come go live (idempotent: every process may run it). The
 * UPDATE runs only when something is due: the content version's trigger is per statement and would
 * otherwise flush every page cache on every check.
 */
export async function publishDueNews(db: Db): Promise<number> {
  const due = and(eq(news.status, 'scheduled'), sql`${news.publishedAt} <= now()`)
  const [any] = await db.select({ id: news.id }).from(news).where(due).limit(1)
  if (!any) return 0
  const rows = await db
    .update(news)
    .set({ status: 'published', version: sql`${news.version} + 1` })
    .where(due)
    .returning({ id: news.id })
  return rows.length
}

/** How many gaps `newsMissingTranslations` names, counted by the database (the sidebar's figure). */
export async function newsMissingTranslationCount(db: Db): Promise<number> {
  const gap = (cn: AnyColumn, en: AnyColumn) => sql`((${hasText(cn)}) <> (${hasText(en)}))::int`
  const [row] = await db
    .select({
      n: sql<number>`coalesce(sum(${gap(news.titleCn, news.titleEn)} + ${gap(news.summaryCn, news.summaryEn)} + ${gap(news.bodyCn, news.bodyEn)}), 0)::int`,
    })
    .from(news)
    .where(not(isComplete))
  return Number(row?.n ?? 0)
}

/** Each news field (title, summary, text) that has one language and lacks the other. */
export async function newsMissingTranslations(db: Db): Promise<MissingTranslation[]> {
  const rows = await db
    .select({
      id: news.id,
      titleCn: news.titleCn,
      titleEn: news.titleEn,
      hasTitleCn: sql<boolean>`${hasText(news.titleCn)}`,
      hasTitleEn: sql<boolean>`${hasText(news.titleEn)}`,
      hasSummaryCn: sql<boolean>`${hasText(news.summaryCn)}`,
      hasSummaryEn: sql<boolean>`${hasText(news.summaryEn)}`,
      hasBodyCn: sql<boolean>`${hasText(news.bodyCn)}`,
      hasBodyEn: sql<boolean>`${hasText(news.bodyEn)}`,
    })
    .from(news)
    .where(not(isComplete))
    .orderBy(desc(news.id))
  return rows.flatMap((row) => {
    const fields = [
      ['title', row.hasTitleCn, row.hasTitleEn],
      ['summary', row.hasSummaryCn, row.hasSummaryEn],
      ['body', row.hasBodyCn, row.hasBodyEn],
    ] as const
    return fields.flatMap(([field, cn, en]): MissingTranslation[] =>
      cn === en
        ? []
        : [{ area: 'news', id: row.id, title: row.titleCn || row.titleEn, field, missing: cn ? 'en' : 'cn' }],
    )
  })
}
