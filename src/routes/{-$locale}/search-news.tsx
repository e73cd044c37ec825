import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '~/features/errors'
import { newsQueries, pageCount, pageOrNotFound, SearchNewsPage, SearchNewsSearch } from '~/features/news'
import { SECTIONS } from '~/features/sections'
import { assertSearch, searchOrRaw } from '~/routing/search'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/search-news')({
  validateSearch: (raw: Record<string, unknown>) => searchOrRaw(SearchNewsSearch, raw),
  loaderDeps: ({ search }) => ({ keywords: search.keywords, page: search.page }),
  loader: async ({ deps, context }) => {
    const page = pageOrNotFound(deps.page)
    if (deps.keywords !== undefined) assertSearch(SearchNewsSearch, { keywords: deps.keywords })
    const keywords = deps.keywords?.trim() ?? ''
    if (keywords === '') return { page }
    const data = await context.queryClient.ensureQueryData(newsQueries.search(context.locale, keywords, page))
    if (page > 1 && page > pageCount(data.total, data.pageSize)) throw notFound()
    return { page }
  },
  head: ({ match }) =>
    seo(match.context, { path: SECTIONS['search-news'].path, title: SECTIONS['search-news'].title, noindex: true }),
  notFoundComponent: NotFoundPage,
  component: SearchNewsRoute,
})

function SearchNewsRoute() {
  const { keywords } = Route.useSearch()
  const { page } = Route.useLoaderData()
  return <SearchNewsPage keywords={typeof keywords === 'string' ? keywords : undefined} page={page} />
}
