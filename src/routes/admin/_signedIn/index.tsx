import { createFileRoute } from '@tanstack/react-router'
import { can, DashboardPage, fetchVisitorFigures, orForbidden } from '~/admin'

export const Route = createFileRoute('/admin/_signedIn/')({
  // The visitors' figures for those who may read them; the server function checks the role again.
  loader: async ({ context }) =>
    can(context.viewer.role, 'visitors:read') ? await orForbidden(fetchVisitorFigures()) : null,
  component: function DashboardRoute() {
    const { viewer } = Route.useRouteContext()
    return <DashboardPage viewer={viewer} figures={Route.useLoaderData()} />
  },
})
