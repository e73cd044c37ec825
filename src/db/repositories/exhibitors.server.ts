import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../connect.server'
import { type Page, type PageRequest, resolvePage } from '../paging'
import { exhibitor, industry } from '../schema'
import { likeContains, splitKeywords } from '../search-terms'
import { isShown, type Shown, shownColumns } from './shown.server'

export type Exhibitor = Shown<typeof exhibitor.$inferSelect>

export interface ListExhibitorsRequest extends PageRequest {
  /** Words matched (all of them) against names, booth and descriptions in both languages. */
  q?: string
  /** An industry code; a top-level code also matches exhibitors filed under its children. */
  industry?: string
  /** ISO 3166-1 alpha-2. */
  country?: string
  germanPavilion?: boolean
}

export interface ExhibitorCountry {
  countryCode: string
  countryCn: string
  countryEn: string
  exhibitors: number
}

function matchesWord(word: string): SQL {
  const pattern = likeContains(word)
  return or(
    ilike(exhibitor.nameCn, pattern),
    ilike(exhibitor.nameEn, pattern),
    ilike(exhibitor.booth, pattern),
    ilike(exhibitor.descriptionCn, pattern),
    ilike(exhibitor.descriptionEn, pattern),
  ) as SQL
}

function inIndustry(code: string): SQL {
  const codes = sql`array(select ${industry.code} from ${industry} where ${industry.code} = ${code}
    or ${industry.parentId} = (select p.id from ${industry} p where p.code = ${code}))`
  return sql`${exhibitor.industryCodes} && ${codes}`
}

export async function listExhibitors(db: Db, request: ListExhibitorsRequest = {}): Promise<Page<Exhibitor>> {
  const { page, pageSize, offset } = resolvePage(request)
  const conditions: SQL[] = [isShown(exhibitor), ...splitKeywords(request.q ?? '').map(matchesWord)]
  if (request.industry) conditions.push(inIndustry(request.industry))
  if (request.country) conditions.push(eq(exhibitor.countryCode, request.country.toUpperCase()))
  if (request.germanPavilion !== undefined) conditions.push(eq(exhibitor.germanPavilion, request.germanPavilion))
  const where = and(...conditions)
  const [items, totals] = await Promise.all([
    db
      .select(shownColumns(exhibitor))
      .from(exhibitor)
      .where(where)
      .orderBy(asc(sql`lower(${exhibitor.nameEn})`), asc(exhibitor.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ total: count() }).from(exhibitor).where(where),
  ])
  return { items, total: totals[0]?.total ?? 0, page, pageSize }
}

/** Countries present in the directory, for the country filter. */
export async function listExhibitorCountries(db: Db): Promise<ExhibitorCountry[]> {
  return db
    .select({
      countryCode: exhibitor.countryCode,
      countryCn: exhibitor.countryCn,
      countryEn: exhibitor.countryEn,
      exhibitors: count(),
    })
    .from(exhibitor)
    .where(isShown(exhibitor))
    .groupBy(exhibitor.countryCode, exhibitor.countryCn, exhibitor.countryEn)
    .orderBy(asc(exhibitor.countryEn))
}
