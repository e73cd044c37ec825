import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenNotice, fetchNewsListForEditors, NewsListPage, orForbidden } from '~/admin'
import { NewsListFilter } from '~/admin/news/contract'

export const Route = createFileRoute('/admin/_signedIn/news/')({
  validateSearch: NewsListFilter,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => orForbidden(fetchNewsListForEditors({ data: deps })),
  component: function NewsListRoute() {
    const list = Route.useLoaderData()
    const filter = Route.useSearch()
    return list ? <NewsListPage list={list} filter={filter} /> : <ForbiddenNotice />
  },
})
