import { notFound } from '@tanstack/react-router'
import { NewsListSearch } from '~/contracts/search'
import { NotFoundPage } from '~/features/errors'
import { sectionSeo } from '~/features/sections'
import type { RouterContext } from '~/routing/router-context'
import { type CheckedSearch, searchValidator, validSearch } from '~/routing/search'
import { seo } from '~/seo/seo'
import { NEWS_LISTS, type NewsListSection } from './categories'
import { newsQueries } from './news.queries'
import { pageCount } from './news.shared'

/** Route options of a news list page (`/news` and one per category), paged by `?page=`. */
export function newsListRoute(section: NewsListSection) {
  const list = NEWS_LISTS.find((l) => l.section === section) ?? NEWS_LISTS[0]
  return {
    validateSearch: searchValidator(NewsListSearch),
    loaderDeps: ({ search }: { search: CheckedSearch<NewsListSearch> }) => ({ search }),
    loader: async ({ deps, context }: { deps: { search: CheckedSearch<NewsListSearch> }; context: RouterContext }) => {
      const page = validSearch(deps.search).page ?? 1
      const data = await context.queryClient.ensureQueryData(newsQueries.list(context.locale, list.category, page))
      // A page past the last one does not exist (page 1 of an empty list does).
      if (page > pageCount(data.total, data.pageSize)) throw notFound()
      return { page }
    },
    head: ({ match, loaderData }: { match: { context: RouterContext }; loaderData?: { page: number } }) => {
      const { path, title } = sectionSeo(section)
      return seo(match.context, {
        path: path + (loaderData && loaderData.page > 1 ? `?page=${loaderData.page}` : ''),
        title,
      })
    },
    notFoundComponent: NotFoundPage,
  }
}
