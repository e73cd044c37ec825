import { readContent } from '~/content/content-read.server'
import type { GalleryData } from '~/contracts/content'
import type { Db } from '~/db/client.server'
import { pickLocaleList } from '~/db/localise'
import type { Locale } from '~/i18n/locales'

/** Exhibition photos and videos, in one language. */
export async function gallery(db: Db, locale: Locale): Promise<GalleryData> {
  const [photos, videos] = await Promise.all([readContent(db, 'photos'), readContent(db, 'videos')])
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
