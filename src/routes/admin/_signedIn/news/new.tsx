import { createFileRoute } from '@tanstack/react-router'
import { can, ForbiddenNotice, NewsEditPage } from '~/admin'

export const Route = createFileRoute('/admin/_signedIn/news/new')({
  component: function NewNewsRoute() {
    // The server checks the role on save; this only spares a refused role a form it cannot send.
    const { viewer } = Route.useRouteContext()
    return can(viewer.role, 'content:write') ? <NewsEditPage item={null} /> : <ForbiddenNotice />
  },
})
