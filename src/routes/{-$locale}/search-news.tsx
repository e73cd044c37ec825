import { createFileRoute, notFound } from '@tanstack/react-router'
import { SearchNewsSearch } from '~/contracts/search'
import { NotFoundPage } from '~/features/errors'
import { newsQueries, pageCount, SearchNewsPage } from '~/features/news'
import { sectionSeo } from '~/features/sections'
import { searchValidator, validSearch } from '~/routing/search'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/search-news')({
  validateSearch: searchValidator(SearchNewsSearch),
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ deps, context }) => {
    const search = validSearch(deps.search)
    const page = search.page ?? 1
    const keywords = search.keywords?.trim() ?? ''
    if (keywords === '') return { keywords: search.keywords, page }
    const data = await context.queryClient.ensureQueryData(newsQueries.search(context.locale, keywords, page))
    if (page > 1 && page > pageCount(data.total, data.pageSize)) throw notFound()
    return { keywords: search.keywords, page }
  },
  head: ({ match }) => seo(match.context, { ...sectionSeo('search-news'), noindex: true }),
  notFoundComponent: NotFoundPage,
  component: SearchNewsRoute,
})

function SearchNewsRoute() {
  const { keywords, page } = Route.useLoaderData()
  return <SearchNewsPage keywords={keywords} page={page} />
}
