import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenNotice, fetchNewsList, NewsListPage, orForbidden } from '~/admin'
import { NewsListFilter } from '~/contracts/admin'

export const Route = createFileRoute('/admin/_signedIn/news/')({
  validateSearch: NewsListFilter,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => orForbidden(fetchNewsList({ data: deps })),
  component: function NewsListRoute() {
    const rows = Route.useLoaderData()
    const filter = Route.useSearch()
    return rows ? <NewsListPage rows={rows} filter={filter} /> : <ForbiddenNotice />
  },
})
