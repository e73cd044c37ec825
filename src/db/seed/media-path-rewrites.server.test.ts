import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { heroSlide, news, photo, seedHistory } from '../schema'
import { seedDatabase } from '../seed.server'
import { createTestDb, type TestDatabase } from '../testing.server'
import { photoSeed } from './gallery'
import { heroSlideSeed } from './pages'

let testDb: TestDatabase

beforeAll(async () => {
  testDb = await createTestDb()
})
afterAll(async () => {
  await testDb?.close()
})

const photos = () => testDb.db.select({ id: photo.id, src: photo.src }).from(photo).orderBy(asc(photo.id))
const asSvg = (path: string) => path.replace(/\.webp$/, '.svg')

describe('media_webp_paths', () => {
  it('a fresh database names the WebP pictures the generator writes', async () => {
    expect((await photos()).map((row) => row.src)).toEqual(photoSeed.map((row) => row.src))
    for (const row of await photos()) expect(row.src).toMatch(/^\/media\/photos\/[\w-]+\.webp$/)
    const [item] = await testDb.db.select({ cover: news.coverImage, body: news.bodyCn }).from(news).limit(1)
    expect(item?.cover).toMatch(/^\/media\/news\/[\w-]+\.webp$/)
    expect(item?.body).not.toMatch(/\/media\/news\/[\w-]+\.svg/)
  })

  it('rewrites the SVG paths of a database seeded before, once, and leaves editors’ uploads alone', async () => {
    const [first, second] = await photos()
    if (!first || !second) throw new Error('the seed has fewer than two photos')
    const [slide] = heroSlideSeed
    if (!slide) throw new Error('the seed has no hero slide')
    // as seeded before: SVG paths, in a column, in a news body, and an editor's own SVG upload
    await testDb.db
      .update(photo)
      .set({ src: asSvg(first.src) })
      .where(eq(photo.id, first.id))
    await testDb.db.update(photo).set({ src: '/uploads/ab/own-drawing.svg' }).where(eq(photo.id, second.id))
    await testDb.db
      .update(heroSlide)
      .set({ image: asSvg(slide.image) })
      .where(eq(heroSlide.image, slide.image))
    const [item] = await testDb.db
      .select({ id: news.id, cover: news.coverImage, body: news.bodyEn })
      .from(news)
      .limit(1)
    if (!item?.cover) throw new Error('the seed has no news cover')
    const oldBody = `<p><img src="${asSvg(item.cover)}" alt="" width="1200" height="675"></p>`
    await testDb.db
      .update(news)
      .set({ coverImage: asSvg(item.cover), bodyEn: oldBody })
      .where(eq(news.id, item.id))
    await testDb.db.delete(seedHistory).where(eq(seedHistory.dataset, 'media_webp_paths'))

    expect((await seedDatabase(testDb.db)).applied).toEqual(['media_webp_paths'])
    const after = await photos()
    expect(after[0]?.src).toBe(first.src)
    expect(after[1]?.src).toBe('/uploads/ab/own-drawing.svg')
    const slides = await testDb.db.select({ image: heroSlide.image }).from(heroSlide)
    expect(slides.map((row) => row.image)).toContain(slide.image)
    const [rewritten] = await testDb.db
      .select({ cover: news.coverImage, body: news.bodyEn })
      .from(news)
      .where(eq(news.id, item.id))
    expect(rewritten).toEqual({ cover: item.cover, body: oldBody.replace(asSvg(item.cover), item.cover) })
    expect((await seedDatabase(testDb.db)).applied).toEqual([])
  })
})
