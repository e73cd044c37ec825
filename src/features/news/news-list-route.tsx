import { NewsListSearch } from '~/contracts/search'
import { NotFoundPage } from '~/features/errors'
import { sectionSeo } from '~/features/sections'
import type { RouterContext } from '~/routing/router-context'
import { type CheckedSearch, searchValidator } from '~/routing/search'
import { seo } from '~/seo/seo'
import type { NewsListSection } from './categories'

/**
 * Route options of a news list page (`/news` and one per category), paged by `?page=`. The route
 * file names `loader` (newsListLoader) and `component` itself so the code splitter keeps them out
 * of the entry chunk (ADR 023).
 */
export function newsListRoute(section: NewsListSection) {
  return {
    validateSearch: searchValidator(NewsListSearch),
    loaderDeps: ({ search }: { search: CheckedSearch<NewsListSearch> }) => ({ search }),
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
