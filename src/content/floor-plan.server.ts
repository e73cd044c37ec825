import { and, asc, eq } from 'drizzle-orm'
import { type AvailableBooth, boothOf, type FloorPlanDto, PLAN_HALL, type PlanExhibitor } from '~/contracts/floor-plan'
import type { Db } from '~/db/client.server'
import { getIndustryTree } from '~/db/repositories/industry.server'
import { isShown } from '~/db/repositories/shown.server'
import { booth, exhibitor, hallFeature } from '~/db/schema'
import type { Locale } from '~/i18n/locales'

/** The hall plan in one language: every booth with its exhibitor's card, the fixed features. */
export async function floorPlan(db: Db, locale: Locale): Promise<FloorPlanDto> {
  const hall = PLAN_HALL.hall
  const [booths, features, exhibitors, tree] = await Promise.all([
    db.select().from(booth).where(eq(booth.hall, hall)).orderBy(asc(booth.number)),
    db.select().from(hallFeature).where(eq(hallFeature.hall, hall)).orderBy(asc(hallFeature.id)),
    // A switched-off exhibitor keeps its booth (sold) but loses its card on the public plan.
    db.select().from(exhibitor).where(isShown(exhibitor)),
    getIndustryTree(db),
  ])
  const en = locale === 'en'
  const pick = (cn: string, english: string) => (en ? english || cn : cn || english)
  const names = new Map<string, string>()
  const topOf = new Map<string, string>()
  for (const parent of tree) {
    names.set(parent.code, pick(parent.nameCn, parent.nameEn))
    topOf.set(parent.code, parent.code)
    for (const child of parent.children) {
      names.set(child.code, pick(child.nameCn, child.nameEn))
      topOf.set(child.code, parent.code)
    }
  }
  const cards = new Map<number, PlanExhibitor>(
    exhibitors.map((row) => [
      row.id,
      {
        id: row.id,
        name: pick(row.nameCn, row.nameEn),
        country: pick(row.countryCn, row.countryEn),
        industry: row.industryCodes.map((code) => topOf.get(code)).find((code) => code !== undefined) ?? null,
        products: row.industryCodes.flatMap((code) => names.get(code) ?? []),
        description: pick(row.descriptionCn, row.descriptionEn),
      },
    ]),
  )
  return {
    hall,
    booths: booths.map((row) => ({
      ...boothOf(row),
      points: row.points,
      exhibitor: row.exhibitorId === null ? null : (cards.get(row.exhibitorId) ?? null),
    })),
    features: features.map(({ id, kind, x, y, width, depth }) => ({ id, kind, x, y, width, depth })),
    industries: tree.map((parent) => ({ code: parent.code, name: pick(parent.nameCn, parent.nameEn) })),
  }
}

/** The hall's booths still for sale, in number order: what the become-an-exhibitor page offers. */
export async function availableBooths(db: Db): Promise<AvailableBooth[]> {
  const rows = await db
    .select()
    .from(booth)
    .where(and(eq(booth.hall, PLAN_HALL.hall), eq(booth.status, 'available')))
    .orderBy(asc(booth.number))
  return rows.map((row) => {
    const { label, width, depth, areaSqm, boothType, placement } = boothOf(row)
    return { label, width, depth, areaSqm, boothType, placement }
  })
}

/** Of `labels` (`N5-A12`), those that name no booth still available: an application may not prefer them. */
export async function unavailableBooths(db: Db, labels: readonly string[]): Promise<string[]> {
  if (labels.length === 0) return []
  const free = new Set((await availableBooths(db)).map((row) => row.label))
  return labels.filter((label) => !free.has(label))
}
