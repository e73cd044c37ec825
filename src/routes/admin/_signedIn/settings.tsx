import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenNotice, fetchSettings, orForbidden, SettingsPage } from '~/admin'

export const Route = createFileRoute('/admin/_signedIn/settings')({
  loader: () => orForbidden(fetchSettings()),
  component: function SettingsRoute() {
    const values = Route.useLoaderData()
    return values ? <SettingsPage initial={values} /> : <ForbiddenNotice />
  },
})
