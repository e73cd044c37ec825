import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedHistory, video } from '../schema'
import { seedDatabase } from '../seed.server'
import { createTestDb, type TestDatabase } from '../testing.server'
import { videoSeed } from './gallery'
import { LEGACY_VIDEO_PATHS } from './video-webm-paths'

let testDb: TestDatabase

beforeAll(async () => {
  testDb = await createTestDb()
})
afterAll(async () => {
  await testDb?.close()
})

const videos = () =>
  testDb.db.select({ src: video.src, poster: video.poster }).from(video).orderBy(asc(video.sortOrder))

describe('video_webm_paths', () => {
  it('a fresh database holds the committed WebM clips and WebP posters', async () => {
    expect(await videos()).toEqual(videoSeed.map(({ src, poster }) => ({ src, poster })))
    for (const row of await videos()) {
      expect(row.src).toMatch(/^\/media\/videos\/[\w-]+\.webm$/)
      expect(row.poster).toMatch(/^\/media\/posters\/[\w-]+\.webp$/)
    }
  })

  it('rewrites the old seeded .mp4 / .svg paths of a database seeded before, once, and nothing else', async () => {
    const [first, second] = LEGACY_VIDEO_PATHS
    if (!first || !second) throw new Error('the seed has fewer than two videos')
    // as seeded before: every video on its old paths, except one an editor replaced since
    for (const legacy of LEGACY_VIDEO_PATHS) {
      await testDb.db.update(video).set({ src: legacy.src, poster: legacy.poster }).where(eq(video.src, legacy.row.src))
    }
    await testDb.db
      .update(video)
      .set({ src: '/media/videos/own-upload.mp4', poster: '/media/posters/own-upload.jpg' })
      .where(eq(video.src, second.src))
    await testDb.db.delete(seedHistory).where(eq(seedHistory.dataset, 'video_webm_paths'))

    expect((await seedDatabase(testDb.db)).applied).toEqual(['video_webm_paths'])
    const expected = videoSeed.map(({ src, poster }) => ({ src, poster }))
    expected[1] = { src: '/media/videos/own-upload.mp4', poster: '/media/posters/own-upload.jpg' }
    expect(await videos()).toEqual(expected)
    expect((await seedDatabase(testDb.db)).applied).toEqual([])
  })
})
