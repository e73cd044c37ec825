import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AcceptInvitePage, fetchInvitation } from '~/admin'
import { AcceptInviteSearch, InvitationToken } from '~/contracts/admin'

export const Route = createFileRoute('/admin/accept-invite')({
  validateSearch: AcceptInviteSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ deps }) => {
    const token = v.is(InvitationToken, deps.token) ? deps.token : undefined
    return { token: token ?? '', invitation: token ? await fetchInvitation({ data: { token } }) : null }
  },
  component: function AcceptInviteRoute() {
    const { token, invitation } = Route.useLoaderData()
    return <AcceptInvitePage token={token} invitation={invitation} />
  },
})
