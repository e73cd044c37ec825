import { asc, eq } from 'drizzle-orm'
import type { Db } from '../connect.server'
import { photo, video } from '../schema'

export type Photo = typeof photo.$inferSelect
export type Video = typeof video.$inferSelect

export async function listPhotos(db: Db, album?: string): Promise<Photo[]> {
  return db
    .select()
    .from(photo)
    .where(album ? eq(photo.album, album) : undefined)
    .orderBy(asc(photo.sortOrder), asc(photo.id))
}

export async function listVideos(db: Db): Promise<Video[]> {
  return db.select().from(video).orderBy(asc(video.sortOrder), asc(video.id))
}
