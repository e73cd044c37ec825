import type * as v from 'valibot'
import type { ExhibitorCountryDto, ExhibitorDto } from '~/contracts/content'
import type { PageDto } from '~/contracts/envelope'
import type { ExhibitorQuery } from '~/contracts/queries'
import type { Db } from '~/db/client.server'
import { pickLocaleList } from '~/db/localise'
import { listExhibitorCountries, listExhibitors } from '~/db/repositories/exhibitors.server'
import type { Locale } from '~/i18n/locales'

export async function exhibitorPage(
  db: Db,
  locale: Locale,
  query: v.InferOutput<typeof ExhibitorQuery>,
): Promise<PageDto<ExhibitorDto>> {
  const page = await listExhibitors(db, query)
  return { ...page, items: pickLocaleList(page.items, locale) }
}

export async function exhibitorCountries(db: Db, locale: Locale): Promise<ExhibitorCountryDto[]> {
  return pickLocaleList(await listExhibitorCountries(db), locale)
}
