import { eq } from 'drizzle-orm'
import type { Db } from '../connect.server'
import { video } from '../schema'
import { videoSeed } from './gallery'

/**
 * The seed's videos were `/media/videos/<stem>.mp4` (never a real file) with generated
 * `/media/posters/<stem>.svg` posters; the clips are now committed WebM with WebP posters
 * (docs/decisions/009). Databases seeded before still hold the old paths: this one-off dataset
 * rewrites exactly those seeded paths, so a video or poster an editor has replaced stays as it is.
 */
export const LEGACY_VIDEO_PATHS = videoSeed.map((row) => ({
  src: row.src.replace(/\.webm$/, '.mp4'),
  poster: row.poster.replace(/\.webp$/, '.svg'),
  row,
}))

export async function rewriteSeededVideosToWebm(db: Db): Promise<number> {
  let changed = 0
  for (const legacy of LEGACY_VIDEO_PATHS) {
    const src = await db
      .update(video)
      .set({ src: legacy.row.src })
      .where(eq(video.src, legacy.src))
      .returning({ id: video.id })
    const poster = await db
      .update(video)
      .set({ poster: legacy.row.poster })
      .where(eq(video.poster, legacy.poster))
      .returning({ id: video.id })
    changed += src.length + poster.length
  }
  return changed
}
