import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { AdminLayout, fetchViewer, fetchWaitingCounts } from '~/admin'

/** Every screen behind sign-in; a signed-out visitor is sent to sign in and brought back. */
export const Route = createFileRoute('/admin/_signedIn')({
  beforeLoad: async ({ location }) => {
    const viewer = await fetchViewer()
    if (!viewer) throw redirect({ to: '/admin/sign-in', search: { next: location.pathname } })
    return { viewer }
  },
  // The sidebar's counts: read again after a change (router.invalidate) or after a quarter minute.
  loader: () => fetchWaitingCounts(),
  staleTime: 15_000,
  component: function SignedInLayout() {
    const { viewer } = Route.useRouteContext()
    return (
      <AdminLayout viewer={viewer} waiting={Route.useLoaderData()}>
        <Outlet />
      </AdminLayout>
    )
  },
})
