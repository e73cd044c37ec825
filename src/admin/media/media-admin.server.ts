import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { MediaDeleteAnswer, MediaItem, MediaUploadAnswer } from '~/admin/media/contract'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { FOREIGN_KEY_VIOLATION, sqlState } from '~/db/pg-errors'
import { queryRows } from '~/db/raw-query.server'
import { type MediaKind, mediaAsset, news } from '~/db/schema'
import { likeContains } from '~/db/search-terms'
import { maxUploadMegabytes } from '~/server/upload-limit.server'
import { type Actor, recordAudit } from '../audit/audit.server'
import type { MediaCopy } from '../collections/fields'
import { COLLECTION_NAMES, collectionOf } from '../collections/registry'
import { uploadedFileName } from '../ui/upload-name'
import { nameMatchesType, processUpload, sniffType, UnreadableImage } from './image-pipeline.server'
import type { MediaStore } from './media-store.server'

/** Where the media store's files are served (src/routes/uploads/$.ts). */
const UPLOADS_PATH = '/uploads/'
const uploadUrl = (key: string) => `${UPLOADS_PATH}${key}`

type AssetRow = typeof mediaAsset.$inferSelect

/**
 * Every row that points at one of `ids`, as `news 12` or `partners 3` labels: news covers and every
 * `media` field of the content types (ADR 019). The foreign keys behind them refuse a deletion this
 * check did not see.
 */
async function usages(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const used = new Map<number, string[]>()
  if (ids.length === 0) return used
  const add = (media: number | null, label: string) => {
    if (media !== null) used.set(media, [...(used.get(media) ?? []), label])
  }
  const covers = await db
    .select({ id: news.id, media: news.coverMediaId })
    .from(news)
    .where(inArray(news.coverMediaId, ids))
  for (const row of covers) add(row.media, `news ${row.id}`)
  // Types that share a table (the partner kinds) share its columns: each column is asked once.
  const asked = new Set<string>()
  for (const name of COLLECTION_NAMES) {
    const collection = collectionOf(name)
    for (const field of Object.values(collection.fields)) {
      if (field.kind !== 'media' || asked.has(`${collection.table}.${field.column}`)) continue
      asked.add(`${collection.table}.${field.column}`)
      const column = sql.identifier(field.column)
      const rows = await queryRows<{ id: number; media: number }>(
        db,
        sql`select id, ${column} as media from ${sql.identifier(collection.table)} where ${column} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
      for (const row of rows) add(Number(row.media), `${name} ${row.id}`)
    }
  }
  return used
}

/**
 * What a page shows of a library file, for the columns a content row copies (`MediaCopy`): a
 * picture's rendition (the widest WebP up to 960 px; the library keeps the others) with its
 * `srcset`, a document's own URL; its size, type and bytes.
 */
export function libraryCopies(asset: AssetRow) {
  const webp = asset.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)
  const chosen = webp.filter((v) => v.width <= 960).at(-1) ?? webp[0]
  return {
    url: uploadUrl(asset.kind === 'image' && chosen ? chosen.key : asset.originalKey),
    srcset: webp.map((v) => `${uploadUrl(v.key)} ${v.width}w`).join(', ') || null,
    width: asset.width,
    height: asset.height,
    fileType:
      asset.contentType
        .split('/')
        .pop()
        ?.replace(/^jpeg$/, 'jpg') ?? '',
    bytes: asset.bytes,
  } satisfies Record<MediaCopy, string | number | null>
}

/** A library file by id, or undefined. */
export async function libraryFile(db: Db, id: number): Promise<AssetRow | undefined> {
  const [asset] = await db.select().from(mediaAsset).where(eq(mediaAsset.id, id)).limit(1)
  return asset
}

function item(row: AssetRow, usedBy: string[]): MediaItem {
  const smallest = [...row.variants].filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)[0]
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    altCn: row.altCn,
    altEn: row.altEn,
    url: uploadUrl(row.originalKey),
    thumbnailUrl: smallest ? uploadUrl(smallest.key) : null,
    createdAt: row.createdAt.toISOString(),
    usedBy,
  }
}

/** The library, newest first, searched by file name and alternative texts. */
export async function listMedia(db: Db, filter: { q?: string; kind?: MediaKind }): Promise<MediaItem[]> {
  const conditions: SQL[] = []
  if (filter.q) {
    const pattern = likeContains(filter.q)
    const match = or(
      ilike(mediaAsset.fileName, pattern),
      ilike(mediaAsset.altCn, pattern),
      ilike(mediaAsset.altEn, pattern),
    )
    if (match) conditions.push(match)
  }
  if (filter.kind) conditions.push(eq(mediaAsset.kind, filter.kind))
  const rows = await db
    .select()
    .from(mediaAsset)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(mediaAsset.createdAt), desc(mediaAsset.id))
    .limit(200)
  const used = await usages(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => item(row, used.get(row.id) ?? []))
}

/**
 * An upload, checked by its bytes (JPEG, PNG, WebP, AVIF or PDF; SVG and everything else refused),
 * its name's extension against them, and its size, cleaned and resized (image-pipeline.server.ts), stored, then recorded. Files go to the
 * store before the row: a row never points at a missing file; a crash in between leaves only
 * unreferenced files. The same bytes uploaded again give the existing item.
 */
export async function uploadMedia(
  db: Db,
  store: MediaStore,
  actor: Actor,
  upload: { fileName: string; bytes: Uint8Array; altCn: string; altEn: string },
): Promise<MediaUploadAnswer> {
  const maxMegabytes = maxUploadMegabytes()
  if (upload.bytes.length === 0) return { ok: false, reason: 'no-file', maxMegabytes }
  if (upload.bytes.length > maxMegabytes * 1024 * 1024) return { ok: false, reason: 'too-large', maxMegabytes }
  const type = sniffType(upload.bytes)
  if (!type) return { ok: false, reason: 'type', maxMegabytes }
  if (!nameMatchesType(upload.fileName, type)) return { ok: false, reason: 'mismatch', maxMegabytes }
  let processed: Awaited<ReturnType<typeof processUpload>>
  try {
    processed = await processUpload(upload.bytes, type)
  } catch (error) {
    if (error instanceof UnreadableImage) return { ok: false, reason: 'unreadable', maxMegabytes }
    throw error
  }
  const [existing] = await db.select().from(mediaAsset).where(eq(mediaAsset.sha256, processed.sha256)).limit(1)
  if (existing)
    return { ok: true, item: item(existing, (await usages(db, [existing.id])).get(existing.id) ?? []), existing: true }

  for (const file of [
    processed.original,
    ...processed.variants.map((v) => ({ ...v, contentType: `image/${v.format}` })),
  ]) {
    await store.put(file.key, file.body, file.contentType)
  }
  const fileName = uploadedFileName(upload.fileName)
  const [row] = await db
    .insert(mediaAsset)
    .values({
      kind: processed.kind,
      fileName,
      contentType: processed.contentType,
      bytes: upload.bytes.length,
      sha256: processed.sha256,
      width: processed.width,
      height: processed.height,
      originalKey: processed.original.key,
      variants: processed.variants.map(({ body: _body, ...variant }) => variant),
      altCn: upload.altCn,
      altEn: upload.altEn,
      createdBy: actor.id,
    })
    .onConflictDoNothing({ target: mediaAsset.sha256 })
    .returning()
  if (!row) {
    // A colleague uploaded the same file at the same moment.
    const [theirs] = await db.select().from(mediaAsset).where(eq(mediaAsset.sha256, processed.sha256)).limit(1)
    if (!theirs) throw new Error('media insert conflicted but no row exists')
    return { ok: true, item: item(theirs, []), existing: true }
  }
  await recordAudit(db, actor, {
    action: 'upload',
    entity: 'media',
    entityId: String(row.id),
    after: { fileName, kind: row.kind, bytes: row.bytes, width: row.width, height: row.height },
  })
  await flushWrites(db)
  return { ok: true, item: item(row, []), existing: false }
}

/** Deletes a file nobody uses (the foreign keys refuse it otherwise, whatever this check saw). */
export async function deleteMedia(db: Db, store: MediaStore, actor: Actor, id: number): Promise<MediaDeleteAnswer> {
  const [row] = await db.select().from(mediaAsset).where(eq(mediaAsset.id, id)).limit(1)
  if (!row) return { ok: false, reason: 'not-found' }
  const usedBy = (await usages(db, [id])).get(id) ?? []
  if (usedBy.length > 0) return { ok: false, reason: 'in-use', usedBy }
  try {
    await db.delete(mediaAsset).where(eq(mediaAsset.id, id))
  } catch (error) {
    // Referenced between the check and the delete (foreign key violation).
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
      return { ok: false, reason: 'in-use', usedBy: (await usages(db, [id])).get(id) ?? [] }
    }
    throw error
  }
  await recordAudit(db, actor, {
    action: 'delete',
    entity: 'media',
    entityId: String(id),
    before: { fileName: row.fileName, kind: row.kind, bytes: row.bytes },
  })
  await flushWrites(db)
  // The row is gone first: a failure here leaves unreferenced files, never a row without its file.
  for (const key of [row.originalKey, ...row.variants.map((v) => v.key)]) await store.delete(key)
  return { ok: true }
}
