import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenNotice, fetchSubscribers, orForbidden, SubscribersPage } from '~/admin'
import { SubscriberListFilter } from '~/admin/inbox/contract'

export const Route = createFileRoute('/admin/_signedIn/subscribers')({
  validateSearch: SubscriberListFilter,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => orForbidden(fetchSubscribers({ data: deps })),
  component: function SubscribersRoute() {
    const list = Route.useLoaderData()
    const filter = Route.useSearch()
    return list ? <SubscribersPage list={list} filter={filter} /> : <ForbiddenNotice />
  },
})
