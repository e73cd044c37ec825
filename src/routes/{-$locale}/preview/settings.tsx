import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { NotFoundPage } from '~/features/errors'
import { HomePage, homeRoute } from '~/features/home'
import { shellQuery } from '~/features/shell'

/**
 * An administrator's preview of unsaved site settings: the home page (countdown, dates, venue, header
 * and footer) as it will be once they are saved. The draft is laid into this request's layout data
 * before any loader reads it (beforeLoad runs first), and travels to the browser with the page's
 * hydration data. Signed out: to sign-in and back; other roles: not found. Never cached or indexed.
 */
export const Route = createFileRoute('/{-$locale}/preview/settings')({
  ...homeRoute({ fallback: false }),
  beforeLoad: async ({ context, location }) => {
    // beforeLoad is not split from the route tree: the back office's call is imported when used, so
    // its stub stays out of every public page's entry chunk.
    const { fetchSettingsPreview } = await import('~/admin/preview')
    const answer = await fetchSettingsPreview({ data: { locale: context.locale } })
    if (answer.kind === 'signed-out') throw redirect({ to: '/admin/sign-in', search: { next: location.pathname } })
    if (answer.kind === 'not-found') throw notFound()
    context.queryClient.setQueryData(shellQuery(context.locale).queryKey, answer.shell)
  },
  head: (match) => {
    const head = homeRoute({ fallback: false }).head(match)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex, nofollow' }] }
  },
  notFoundComponent: NotFoundPage,
  component: HomePage,
})
