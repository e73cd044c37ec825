import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listNews } from '~/db/repositories/news.server'
import { getSiteConfig, readSiteConfig } from '~/db/repositories/site-config.server'
import { news, partner, statistic } from '~/db/schema'
import { mediaManifest } from '~/db/seed/media-manifest'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { readContent } from './content-read.server'

let testDb: TestDatabase

beforeAll(async () => {
  testDb = await createTestDb()
})
afterAll(async () => {
  await testDb?.close()
})

describe('the one public read of a content type', () => {
  it("leaves out hidden rows and the back office's own columns", async () => {
    const [first] = await readContent(testDb.db, 'figures')
    if (!first) throw new Error('no figures')
    expect(Object.keys(first)).not.toContain('hidden')
    expect(Object.keys(first)).not.toContain('updatedAt')
    await testDb.db.update(statistic).set({ hidden: true }).where(eq(statistic.id, first.id))
    expect((await readContent(testDb.db, 'figures')).map((row) => row.id)).not.toContain(first.id)
    await testDb.db.update(statistic).set({ hidden: false }).where(eq(statistic.id, first.id))
    const [slide] = await readContent(testDb.db, 'heroSlides')
    expect(slide && Object.keys(slide).filter((key) => key.endsWith('MediaId'))).toEqual([])
  })

  it('sees only the kind of a scoped type, in editorial order', async () => {
    const fairs = await readContent(testDb.db, 'sisterFairs')
    expect(fairs.map((row) => row.id)).toEqual(
      (await readContent(testDb.db, 'partners', { kind: 'sister_fair' })).map((row) => row.id),
    )
    const orders = fairs.map((row) => row.sortOrder)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    expect(
      (await testDb.db.select({ id: partner.id }).from(partner).where(eq(partner.kind, 'sister_fair'))).length,
    ).toBe(fairs.length)
  })

  it('orders by its description: awards newest year first, an empty filter filters nothing', async () => {
    const years = (await readContent(testDb.db, 'awards')).map((row) => row.year)
    expect(years).toEqual([...years].sort((a, b) => b - a))
    expect(await readContent(testDb.db, 'photos', { album: '' })).toHaveLength(
      (await readContent(testDb.db, 'photos')).length,
    )
  })
})

describe('partners, gallery and downloads', () => {
  it('lists the partner groups of the footer', async () => {
    expect(await readContent(testDb.db, 'partners', { kind: 'sister_fair' })).toHaveLength(8)
    expect((await readContent(testDb.db, 'partners', { kind: 'media' })).length).toBeGreaterThanOrEqual(8)
    expect(await readContent(testDb.db, 'partners', { kind: 'social' })).toHaveLength(3)
    const certifiers = (await readContent(testDb.db, 'partners', { kind: 'certification' }))
      .map((p) => p.nameEn)
      .join(' ')
    for (const name of ['COFCC', 'OFDC', 'CQC', 'ECOCERT']) expect(certifiers).toContain(name)
    const kinds = new Set((await readContent(testDb.db, 'partners')).map((p) => p.kind))
    expect([...kinds].sort()).toEqual(['certification', 'media', 'organiser', 'patronage', 'sister_fair', 'social'])
  })

  it('has photos, videos, downloads and testimonials of both kinds', async () => {
    expect((await readContent(testDb.db, 'photos')).length).toBeGreaterThanOrEqual(12)
    expect((await readContent(testDb.db, 'photos', { album: 'awards' })).every((p) => p.album === 'awards')).toBe(true)
    expect((await readContent(testDb.db, 'videos')).length).toBeGreaterThanOrEqual(4)
    const downloads = await readContent(testDb.db, 'downloads')
    expect(downloads.every((d) => d.sizeBytes > 0 && d.fileUrl.endsWith(`.${d.fileType}`))).toBe(true)
    expect((await readContent(testDb.db, 'testimonials', { kind: 'buyer' })).length).toBeGreaterThan(0)
    expect((await readContent(testDb.db, 'testimonials', { kind: 'exhibitor' })).length).toBeGreaterThan(0)
  })

  it('references only media files listed in the manifest', async () => {
    const manifest = new Set(mediaManifest.map((asset) => asset.path))
    const referenced = [
      ...(await readContent(testDb.db, 'photos')).map((p) => p.src),
      ...(await readContent(testDb.db, 'videos')).flatMap((v) => [v.src, v.poster]),
      ...(await readContent(testDb.db, 'partners')).map((p) => p.logo ?? ''),
      ...(await readContent(testDb.db, 'downloads')).map((d) => d.fileUrl),
      ...(await listNews(testDb.db, { pageSize: 50 })).items.map((n) => n.coverImage ?? ''),
      ...[
        ...Object.values(await getSiteConfig(testDb.db)),
        ...Object.values((await readSiteConfig(testDb.db)).rich),
        ...(await testDb.db.select({ cn: news.bodyCn, en: news.bodyEn }).from(news)).flatMap((n) => [n.cn, n.en]),
      ].flatMap((text) => [...text.matchAll(/\/media\/[\w./-]+/g)].map((match) => match[0])),
    ].filter((path) => path.startsWith('/media/'))
    expect(referenced.length).toBeGreaterThan(40)
    for (const path of referenced) expect(manifest, path).toContain(path)
  })
})

describe('visitor information and review figures', () => {
  it('has hotels with room type, travel time and free services', async () => {
    const hotels = await readContent(testDb.db, 'hotels')
    expect(hotels.length).toBeGreaterThanOrEqual(6)
    for (const hotel of hotels) {
      expect(hotel.roomTypeCn && hotel.roomTypeEn && hotel.travelTimeEn && hotel.freeServicesCn).toBeTruthy()
    }
  })

  it('has every transport mode, three taxi routes and the parking fee', async () => {
    const routes = await readContent(testDb.db, 'transport')
    expect([...new Set(routes.map((r) => r.mode))]).toEqual(['metro', 'maglev', 'bus', 'driving', 'taxi'])
    const taxi = await readContent(testDb.db, 'transport', { mode: 'taxi' })
    expect(taxi.map((r) => r.distanceKm)).toEqual([20, 32, 28])
    const [driving] = await readContent(testDb.db, 'transport', { mode: 'driving' })
    expect(driving?.descriptionCn).toContain('每小时8元，每日最高64元')
  })

  it('has booth types with their minimum areas', async () => {
    expect((await readContent(testDb.db, 'boothTypes')).map((b) => [b.code, b.minAreaSqm])).toEqual([
      ['standard', 9],
      ['bare_space', 36],
    ])
  })

  it('has the award and review figures', async () => {
    const awardFigures = Object.fromEntries(
      (await readContent(testDb.db, 'figures', { section: 'award' })).map((s) => [s.key, s.value]),
    )
    expect(awardFigures).toEqual({ 'award.companies': 51, 'award.products': 98, 'award.public_judges': 6320 })
    const review = await readContent(testDb.db, 'figures', { section: 'review' })
    expect(review.map((s) => s.key)).toEqual(
      expect.arrayContaining(['review.visitors', 'review.exhibitors', 'review.countries']),
    )
    expect((await readContent(testDb.db, 'awards', { year: 2025 })).every((a) => a.year === 2025)).toBe(true)
    expect((await readContent(testDb.db, 'awards')).length).toBeGreaterThan(
      (await readContent(testDb.db, 'awards', { year: 2025 })).length,
    )
  })
})
