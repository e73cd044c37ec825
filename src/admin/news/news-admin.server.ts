import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm'
import type { NewsEditable, NewsListRow, NewsSaveAnswer, NewsSaveInputValue } from '~/contracts/admin'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { newsValues } from '~/db/repositories/news.server'
import { mediaAsset, news } from '~/db/schema'
import { likeContains } from '~/db/search-terms'
import { type Actor, recordAudit } from '../audit/audit.server'
import { uploadUrl } from '../media/media-admin.server'

const filled = (...values: string[]) => values.every((value) => value.replace(/<[^>]*>/g, '').trim() !== '')

/** Every item, drafts included, newest first; text search in both languages. */
export async function listNewsForEditors(
  db: Db,
  filter: { q?: string; status?: NewsListRow['status']; category?: NewsListRow['category'] },
): Promise<NewsListRow[]> {
  const conditions: SQL[] = []
  if (filter.q) conditions.push(ilike(news.searchText, likeContains(filter.q)))
  if (filter.status) conditions.push(eq(news.status, filter.status))
  if (filter.category) conditions.push(eq(news.category, filter.category))
  const rows = await db
    .select()
    .from(news)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(200)
  return rows.map((row) => ({
    id: row.id,
    titleCn: row.titleCn,
    titleEn: row.titleEn,
    category: row.category,
    status: row.status,
    publishedAt: row.publishedAt.toISOString(),
    complete: filled(row.titleCn, row.titleEn, row.summaryCn, row.summaryEn, row.bodyCn, row.bodyEn),
  }))
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
 * The cover columns for a save: a library picture's rendition for pages (the widest WebP up to
 * 960 px; the library keeps the others), null to remove it, nothing when the editor left it alone.
 * Undefined when the picture does not exist (or is a document).
 */
async function coverValues(
  db: Db,
  coverMediaId: number | null | undefined,
): Promise<Pick<typeof news.$inferInsert, 'coverMediaId' | 'coverImage' | 'coverSrcset'> | undefined> {
  if (coverMediaId === undefined) return {}
  if (coverMediaId === null) return { coverMediaId: null, coverImage: null, coverSrcset: null }
  const [asset] = await db.select().from(mediaAsset).where(eq(mediaAsset.id, coverMediaId)).limit(1)
  if (asset?.kind !== 'image') return undefined
  const webp = asset.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)
  const chosen = webp.filter((v) => v.width <= 960).at(-1) ?? webp[0]
  return {
    coverMediaId,
    coverImage: uploadUrl(chosen ? chosen.key : asset.originalKey),
    coverSrcset: webp.map((v) => `${uploadUrl(v.key)} ${v.width}w`).join(', ') || null,
  }
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
