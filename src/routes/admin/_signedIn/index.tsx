import { createFileRoute } from '@tanstack/react-router'
import { can, DashboardPage, fetchDashboard, fetchVisitorFigures, orForbidden } from '~/admin'

export const Route = createFileRoute('/admin/_signedIn/')({
  // The figures by the viewer's role; each server function checks the role again.
  loader: async ({ context }) => {
    const [figures, visitors] = await Promise.all([
      fetchDashboard(),
      can(context.viewer.role, 'visitors:read') ? orForbidden(fetchVisitorFigures()) : null,
    ])
    return { figures, visitors }
  },
  component: function DashboardRoute() {
    const { viewer } = Route.useRouteContext()
    const { figures, visitors } = Route.useLoaderData()
    return <DashboardPage viewer={viewer} figures={figures} visitors={visitors} />
  },
})
