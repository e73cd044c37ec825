import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenNotice, fetchVisitorFigures, fetchVisitors, orForbidden, VisitorsPage } from '~/admin'
import { VisitorListFilter } from '~/admin/visitors/contract'

export const Route = createFileRoute('/admin/_signedIn/visitors')({
  validateSearch: VisitorListFilter,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const [list, figures] = await Promise.all([
      orForbidden(fetchVisitors({ data: deps })),
      orForbidden(fetchVisitorFigures()),
    ])
    return list && figures ? { list, figures } : null
  },
  component: function VisitorsRoute() {
    const data = Route.useLoaderData()
    const filter = Route.useSearch()
    return data ? <VisitorsPage list={data.list} figures={data.figures} filter={filter} /> : <ForbiddenNotice />
  },
})
