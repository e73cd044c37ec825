import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '~/features/errors'
import { SearchNewsPage, SearchNewsSearch } from '~/features/news'
import { SECTIONS } from '~/features/sections'
import { assertSearch, searchOrRaw } from '~/routing/search'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/search-news')({
  validateSearch: (raw: Record<string, unknown>) => searchOrRaw(SearchNewsSearch, raw),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => {
    assertSearch(SearchNewsSearch, deps)
  },
  head: ({ match }) =>
    seo(match.context, { path: SECTIONS['search-news'].path, title: SECTIONS['search-news'].title, noindex: true }),
  notFoundComponent: NotFoundPage,
  component: SearchNewsRoute,
})

function SearchNewsRoute() {
  const { keywords } = Route.useSearch()
  return <SearchNewsPage keywords={keywords} />
}
