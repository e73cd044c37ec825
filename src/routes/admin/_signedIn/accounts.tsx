import { createFileRoute } from '@tanstack/react-router'
import { AccountsPage, ForbiddenNotice, fetchAccounts, orForbidden } from '~/admin'

export const Route = createFileRoute('/admin/_signedIn/accounts')({
  // The server refuses every role but admin (403); the screen then says so instead of failing.
  loader: () => orForbidden(fetchAccounts()),
  component: function AccountsRoute() {
    const accounts = Route.useLoaderData()
    const { viewer } = Route.useRouteContext()
    return accounts ? <AccountsPage accounts={accounts} viewerEmail={viewer.email} /> : <ForbiddenNotice />
  },
})
