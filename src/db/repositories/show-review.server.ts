import { asc, desc, eq, like } from 'drizzle-orm'
import type { Db } from '../connect.server'
import { award, download, statistic, type TestimonialKind, testimonial } from '../schema'
import { likePrefix } from '../search-terms'

export type Award = typeof award.$inferSelect
export type Download = typeof download.$inferSelect
export type Testimonial = typeof testimonial.$inferSelect
export type Statistic = typeof statistic.$inferSelect

export async function listAwards(db: Db, year?: number): Promise<Award[]> {
  return db
    .select()
    .from(award)
    .where(year === undefined ? undefined : eq(award.year, year))
    .orderBy(desc(award.year), asc(award.id))
}

export async function listDownloads(db: Db): Promise<Download[]> {
  return db.select().from(download).orderBy(asc(download.sortOrder), asc(download.id))
}

export async function listTestimonials(db: Db, kind?: TestimonialKind): Promise<Testimonial[]> {
  return db
    .select()
    .from(testimonial)
    .where(kind ? eq(testimonial.kind, kind) : undefined)
    .orderBy(asc(testimonial.id))
}

/** All figures, or one section by key prefix (`review`, `award`). */
export async function listStatistics(db: Db, section?: string): Promise<Statistic[]> {
  return db
    .select()
    .from(statistic)
    .where(section ? like(statistic.key, likePrefix(`${section}.`)) : undefined)
    .orderBy(asc(statistic.sortOrder), asc(statistic.id))
}
