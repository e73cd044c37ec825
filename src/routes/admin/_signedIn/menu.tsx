import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenNotice, fetchMenu, MenuEditorPage, orForbidden } from '~/admin'

export const Route = createFileRoute('/admin/_signedIn/menu')({
  loader: () => orForbidden(fetchMenu()),
  component: function MenuRoute() {
    const items = Route.useLoaderData()
    return items ? <MenuEditorPage initial={items} /> : <ForbiddenNotice />
  },
})
