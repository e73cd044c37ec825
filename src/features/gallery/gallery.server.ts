import type { GalleryData, GalleryPhoto } from '~/contracts/content'
import type { Db } from '~/db/client.server'
import { type Locale, pickLocaleList } from '~/db/localise'
import { listPhotos, listVideos } from '~/db/repositories/media.server'
import { HERO_ALBUM } from '~/db/seed/pages'

/** Exhibition photos (the home page's hero slides excluded) and videos, in one language. */
export async function gallery(db: Db, locale: Locale): Promise<GalleryData> {
  const [photos, videos] = await Promise.all([listPhotos(db), listVideos(db)])
  return {
    photos: pickLocaleList(
      photos.filter((p) => p.album !== HERO_ALBUM),
      locale,
    ).map(({ id, src, alt, width, height, album }) => ({ id, src, alt, width, height, album })),
    videos: pickLocaleList(videos, locale).map(({ id, src, poster, title }) => ({ id, src, poster, title })),
  }
}

export async function heroSlides(db: Db, locale: Locale): Promise<GalleryPhoto[]> {
  return pickLocaleList(await listPhotos(db, HERO_ALBUM), locale).map(({ id, src, alt, width, height, album }) => ({
    id,
    src,
    alt,
    width,
    height,
    album,
  }))
}
