import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../connect.server'
import { heroSlide, photo, video } from '../schema'
import { isShown, type Shown, shownColumns } from './shown.server'

export type Photo = Shown<typeof photo.$inferSelect>
export type Video = Shown<typeof video.$inferSelect>

export async function listPhotos(db: Db, album?: string): Promise<Photo[]> {
  return db
    .select(shownColumns(photo))
    .from(photo)
    .where(and(isShown(photo), album ? eq(photo.album, album) : undefined))
    .orderBy(asc(photo.sortOrder), asc(photo.id))
}

export async function listVideos(db: Db): Promise<Video[]> {
  return db.select(shownColumns(video)).from(video).where(isShown(video)).orderBy(asc(video.sortOrder), asc(video.id))
}

export type HeroSlideRow = Shown<typeof heroSlide.$inferSelect>

/** The home page's shown hero slides, in editorial order. */
export async function listHeroSlides(db: Db): Promise<HeroSlideRow[]> {
  return db
    .select(shownColumns(heroSlide))
    .from(heroSlide)
    .where(isShown(heroSlide))
    .orderBy(asc(heroSlide.sortOrder), asc(heroSlide.id))
}
