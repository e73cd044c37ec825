import { and, asc, desc, eq, like } from 'drizzle-orm'
import type { Db } from '../connect.server'
import { award, download, statistic, type TestimonialKind, testimonial } from '../schema'
import { likePrefix } from '../search-terms'
import { isShown, type Shown, shownColumns } from './shown.server'

export type Award = Shown<typeof award.$inferSelect>
export type Download = Shown<typeof download.$inferSelect>
export type Testimonial = Shown<typeof testimonial.$inferSelect>
export type Statistic = Shown<typeof statistic.$inferSelect>

export async function listAwards(db: Db, year?: number): Promise<Award[]> {
  return db
    .select(shownColumns(award))
    .from(award)
    .where(and(isShown(award), year === undefined ? undefined : eq(award.year, year)))
    .orderBy(desc(award.year), asc(award.id))
}

export async function listDownloads(db: Db): Promise<Download[]> {
  return db
    .select(shownColumns(download))
    .from(download)
    .where(isShown(download))
    .orderBy(asc(download.sortOrder), asc(download.id))
}

export async function listTestimonials(db: Db, kind?: TestimonialKind): Promise<Testimonial[]> {
  return db
    .select(shownColumns(testimonial))
    .from(testimonial)
    .where(and(isShown(testimonial), kind ? eq(testimonial.kind, kind) : undefined))
    .orderBy(asc(testimonial.id))
}

/** All figures, or one section by key prefix (`review`, `award`). */
export async function listStatistics(db: Db, section?: string): Promise<Statistic[]> {
  return db
    .select(shownColumns(statistic))
    .from(statistic)
    .where(and(isShown(statistic), section ? like(statistic.key, likePrefix(`${section}.`)) : undefined))
    .orderBy(asc(statistic.sortOrder), asc(statistic.id))
}
