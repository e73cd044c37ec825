import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readContent } from '~/content/content-read.server'
import { news } from '~/db/schema'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { PDF_BYTES, photoWithExif } from '../../../tests/support/images'
import { listAudit } from '../audit/audit.server'
import { getItem, listItems, saveItem } from '../collections/collections.server'
import { getNewsForEditors, saveNewsForEditors } from '../news/news-admin.server'
import { deleteMedia, listMedia, uploadMedia } from './media-admin.server'
import { FileMediaStore } from './media-store.server'

const EDITOR = { id: null, email: 'editor@example.cn' }
let testDb: TestDatabase
let dir: string
let store: FileMediaStore

beforeAll(async () => {
  testDb = await createTestDb()
  dir = await mkdtemp(path.join(tmpdir(), 'media-admin-'))
  store = new FileMediaStore(dir)
})
afterAll(async () => {
  await testDb?.close()
  await rm(dir, { recursive: true, force: true })
})

const keyOf = (url: string) => url.replace(/^\/uploads\//, '')

/** A draft news item as the editor sends it, with the given cover. */
const draft = (over: Partial<Parameters<typeof saveNewsForEditors>[2]>) => ({
  category: 'trade' as const,
  status: 'draft' as const,
  publishedAt: '2026-01-05T02:00:00.000Z',
  titleCn: '封面',
  titleEn: 'Cover',
  summaryCn: '',
  summaryEn: '',
  bodyCn: '',
  bodyEn: '',
  ...over,
})

describe('the media library', () => {
  it('stores a cleaned photo with its renditions, finds it by its description, and gives it back for the same bytes', async () => {
    const photo = await photoWithExif(1200, 800)
    const answer = await uploadMedia(testDb.db, store, EDITOR, {
      fileName: 'hall-n5.jpg',
      bytes: photo,
      altCn: '五号馆入口',
      altEn: 'Entrance of hall N5',
    })
    if (!answer.ok) throw new Error(answer.reason)
    expect(answer).toMatchObject({ existing: false, item: { kind: 'image', width: 1200, height: 800, usedBy: [] } })
    const original = await store.get(keyOf(answer.item.url))
    if (!original) throw new Error('original not stored')
    expect((await sharp(original).metadata()).exif).toBeUndefined()
    expect(answer.item.thumbnailUrl).toMatch(/\/w480\.webp$/)
    expect(await store.get(keyOf(answer.item.thumbnailUrl ?? ''))).not.toBeNull()

    expect((await listMedia(testDb.db, { q: 'hall N5' })).map((m) => m.id)).toEqual([answer.item.id])
    expect((await listMedia(testDb.db, { q: '五号馆' })).map((m) => m.id)).toEqual([answer.item.id])
    const again = await uploadMedia(testDb.db, store, EDITOR, {
      fileName: 'copy.jpg',
      bytes: photo,
      altCn: '',
      altEn: '',
    })
    expect(again).toMatchObject({ ok: true, existing: true, item: { id: answer.item.id } })
    expect(
      (await listAudit(testDb.db, { entity: 'media', entityId: String(answer.item.id), limit: 5 })).map(
        (e) => e.action,
      ),
    ).toEqual(['upload'])
  })

  it('refuses SVG, a PDF renamed .jpg and an oversized file, storing nothing', async () => {
    const before = (await listMedia(testDb.db, {})).length
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const upload = (fileName: string, bytes: Uint8Array) =>
      uploadMedia(testDb.db, store, EDITOR, { fileName, bytes, altCn: '', altEn: '' })
    expect(await upload('logo.svg', svg)).toMatchObject({ ok: false, reason: 'type' })
    expect(await upload('photo.jpg', PDF_BYTES)).toMatchObject({ ok: false, reason: 'mismatch' })
    expect(await upload('big.pdf', new Uint8Array(21 * 1024 * 1024))).toMatchObject({
      ok: false,
      reason: 'too-large',
      maxMegabytes: 20,
    })
    expect((await listMedia(testDb.db, {})).length).toBe(before)
  })

  it('keeps a picture in use as a news cover, and deletes it with its files once it is not', async () => {
    const photo = await photoWithExif(800, 600)
    const uploaded = await uploadMedia(testDb.db, store, EDITOR, {
      fileName: 'cover.jpg',
      bytes: photo,
      altCn: '',
      altEn: '',
    })
    if (!uploaded.ok) throw new Error(uploaded.reason)
    const mediaId = uploaded.item.id
    const saved = await saveNewsForEditors(testDb.db, EDITOR, draft({ coverMediaId: mediaId }))
    if (!saved.ok) throw new Error(saved.reason)
    const item = await getNewsForEditors(testDb.db, saved.id)
    expect(item?.coverMediaId).toBe(mediaId)
    // The pages' cover: the 960 px wide WebP, or the widest one below it.
    expect(item?.coverImage).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{64}\/w800\.webp$/)
    // Every WebP rendition for the pages' srcset, read back by the public repository.
    const [publicRow] = await testDb.db.select({ srcset: news.coverSrcset }).from(news).where(eq(news.id, saved.id))
    expect(publicRow?.srcset).toMatch(/^\/uploads\/\S+\/w480\.webp 480w, \/uploads\/\S+\/w800\.webp 800w$/)

    expect(await deleteMedia(testDb.db, store, EDITOR, mediaId)).toEqual({
      ok: false,
      reason: 'in-use',
      usedBy: [`news ${saved.id}`],
    })
    const cleared = await saveNewsForEditors(
      testDb.db,
      EDITOR,
      draft({ id: saved.id, version: saved.version, coverMediaId: null }),
    )
    expect(cleared.ok).toBe(true)
    expect(await deleteMedia(testDb.db, store, EDITOR, mediaId)).toEqual({ ok: true })
    expect(await store.get(keyOf(uploaded.item.url))).toBeNull()
    expect(await deleteMedia(testDb.db, store, EDITOR, mediaId)).toEqual({ ok: false, reason: 'not-found' })
  })

  it('gives a content row a library picture (copied for the public read) and keeps it from deletion while used', async () => {
    const added = async (fileName: string, bytes: Uint8Array) => {
      const answer = await uploadMedia(testDb.db, store, EDITOR, { fileName, bytes, altCn: '', altEn: '' })
      if (!answer.ok) throw new Error(answer.reason)
      return answer
    }
    const logo = await added(
      'logo.png',
      await sharp({ create: { width: 300, height: 120, channels: 3, background: '#2a7' } })
        .png()
        .toBuffer(),
    )
    const [first] = await listItems(testDb.db, 'partners')
    if (!first) throw new Error('no partner')
    // A seeded logo is not from the library: the form keeps its path until another file is chosen.
    expect(first.values.logo_media_id).toBe(first.files.logo_media_id ? 'keep' : '')
    const saved = await saveItem(testDb.db, EDITOR, 'partners', first.id, {
      ...first.values,
      logo_media_id: String(logo.item.id),
    })
    expect(saved).toEqual({ ok: true, id: first.id })
    const shown = (await readContent(testDb.db, 'partners')).find((partner) => partner.id === first.id)
    expect(shown?.logo).toMatch(/^\/uploads\/\S+\.webp$/)
    expect(shown).not.toHaveProperty('logoMediaId')
    expect((await getItem(testDb.db, 'partners', first.id))?.values.logo_media_id).toBe(String(logo.item.id))
    expect(await deleteMedia(testDb.db, store, EDITOR, logo.item.id)).toEqual({
      ok: false,
      reason: 'in-use',
      usedBy: [`partners ${first.id}`],
    })
    // A document is refused where a picture belongs, and an unknown file too.
    const pdf = await added('a.pdf', PDF_BYTES)
    for (const wrong of [String(pdf.item.id), '999999'])
      expect(
        await saveItem(testDb.db, EDITOR, 'partners', first.id, { ...first.values, logo_media_id: wrong }),
      ).toEqual({ ok: false, reason: 'invalid', problems: { logo_media_id: 'media' } })
    await saveItem(testDb.db, EDITOR, 'partners', first.id, { ...first.values, logo_media_id: '' })
    expect((await readContent(testDb.db, 'partners')).find((partner) => partner.id === first.id)?.logo).toBeNull()
    expect(await deleteMedia(testDb.db, store, EDITOR, logo.item.id)).toEqual({ ok: true })
  })

  it('refuses a cover that is not a picture of the library', async () => {
    const pdf = await uploadMedia(testDb.db, store, EDITOR, {
      fileName: 'guide.pdf',
      bytes: PDF_BYTES,
      altCn: '',
      altEn: '',
    })
    if (!pdf.ok) throw new Error(pdf.reason)
    expect(await saveNewsForEditors(testDb.db, EDITOR, draft({ coverMediaId: pdf.item.id }))).toEqual({
      ok: false,
      reason: 'cover-missing',
    })
    expect(await saveNewsForEditors(testDb.db, EDITOR, draft({ coverMediaId: 999_999 }))).toEqual({
      ok: false,
      reason: 'cover-missing',
    })
  })
})
