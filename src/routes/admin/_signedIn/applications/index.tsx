import { createFileRoute } from '@tanstack/react-router'
import { ApplicationsPage, ForbiddenNotice, fetchApplications, orForbidden } from '~/admin'
import { ApplicationListFilter } from '~/admin/inbox/contract'

export const Route = createFileRoute('/admin/_signedIn/applications/')({
  validateSearch: ApplicationListFilter,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => orForbidden(fetchApplications({ data: deps })),
  component: function ApplicationsRoute() {
    const list = Route.useLoaderData()
    const filter = Route.useSearch()
    return list ? <ApplicationsPage list={list} filter={filter} /> : <ForbiddenNotice />
  },
})
