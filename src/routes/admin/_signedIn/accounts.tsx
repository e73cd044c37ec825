import { createFileRoute } from '@tanstack/react-router'
import { AccountsPage, ForbiddenNotice, fetchAccounts, fetchPendingInvitations, orForbidden } from '~/admin'

export const Route = createFileRoute('/admin/_signedIn/accounts')({
  // The server refuses every role but admin (403); the screen then says so instead of failing.
  loader: () => orForbidden(Promise.all([fetchAccounts(), fetchPendingInvitations()])),
  component: function AccountsRoute() {
    const data = Route.useLoaderData()
    const { viewer } = Route.useRouteContext()
    return data ? (
      <AccountsPage accounts={data[0]} invitations={data[1]} viewerEmail={viewer.email} />
    ) : (
      <ForbiddenNotice />
    )
  },
})
