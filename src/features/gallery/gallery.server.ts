import type { GalleryData } from '~/contracts/content'
import type { Db } from '~/db/client.server'
import { type Locale, pickLocaleList } from '~/db/localise'
import { listPhotos, listVideos } from '~/db/repositories/media.server'

/** Exhibition photos and videos, in one language. */
export async function gallery(db: Db, locale: Locale): Promise<GalleryData> {
  const [photos, videos] = await Promise.all([listPhotos(db), listVideos(db)])
  return {
    photos: pickLocaleList(photos, locale).map(({ id, src, alt, width, height, album }) => ({
      id,
      src,
      alt,
      width,
      height,
      album,
    })),
    videos: pickLocaleList(videos, locale).map(({ id, src, poster, title }) => ({ id, src, poster, title })),
  }
}
