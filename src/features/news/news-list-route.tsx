import { notFound } from '@tanstack/react-router'
import type * as v from 'valibot'
import { NotFoundPage } from '~/features/errors'
import { SECTIONS } from '~/features/sections'
import type { RouterContext } from '~/router'
import { searchOrRaw } from '~/routing/search'
import { seo } from '~/seo/seo'
import { NEWS_LISTS, type NewsListSection } from './categories'
import { NewsListPage } from './NewsListPage'
import { newsQueries } from './news.queries'
import { NewsListSearch, pageCount } from './news.shared'

type Search = v.InferOutput<typeof NewsListSearch>

/**
 * Page number from the validated search. `validateSearch` passes invalid input through as typed
 * (see routing/search.ts), so anything but a number here was invalid: a 404 (spec section 8).
 */
export function pageOrNotFound(page: unknown): number {
  if (page === undefined) return 1
  if (typeof page !== 'number') throw notFound()
  return page
}

/** Route options of a news list page (`/news` and one per category), paged by `?page=`. */
export function newsListRoute(section: NewsListSection) {
  const list = NEWS_LISTS.find((l) => l.section === section) ?? NEWS_LISTS[0]
  return {
    validateSearch: (raw: Record<string, unknown>): Search => searchOrRaw(NewsListSearch, raw),
    loaderDeps: ({ search }: { search: Search }) => ({ page: search.page }),
    loader: async ({ deps, context }: { deps: { page: unknown }; context: RouterContext }) => {
      const page = pageOrNotFound(deps.page)
      const data = await context.queryClient.ensureQueryData(newsQueries.list(context.locale, list.category, page))
      // A page past the last one does not exist (page 1 of an empty list does).
      if (page > pageCount(data.total, data.pageSize)) throw notFound()
      return { page }
    },
    head: ({ match, loaderData }: { match: { context: RouterContext }; loaderData?: { page: number } }) =>
      seo(match.context, {
        path: SECTIONS[section].path + (loaderData && loaderData.page > 1 ? `?page=${loaderData.page}` : ''),
        title: SECTIONS[section].title,
      }),
    notFoundComponent: NotFoundPage,
  }
}

export { NewsListPage }
