import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '~/admin'

export const Route = createFileRoute('/admin/_signedIn/')({
  component: function DashboardRoute() {
    const { viewer } = Route.useRouteContext()
    return <DashboardPage viewer={viewer} />
  },
})
