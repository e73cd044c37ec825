import { msg } from '@lingui/core/macro'
import { createFileRoute, Outlet } from '@tanstack/react-router'

/** The back office: its own language (the editor's choice), never indexed (also `X-Robots-Tag`). */
export const Route = createFileRoute('/admin')({
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(msg`Back office`) }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: Outlet,
})
