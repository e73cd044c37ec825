import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { fetchSettingsPreview } from '~/admin/preview'
import { NotFoundPage } from '~/features/errors'
import { HomePage, homeHead, homeLoader } from '~/features/home'
import { shellQuery } from '~/features/shell'

/**
 * An administrator's preview of unsaved site settings: the home page (countdown, dates, venue, header
 * and footer) as it will be once they are saved. Signed out: to sign-in and back; other roles: not
 * found. Never cached or indexed. The loader is split from the route tree with the page, so none of
 * this reaches a public page's entry chunk.
 */
export const Route = createFileRoute('/{-$locale}/preview/settings')({
  loader: async (match) => {
    const { context, location } = match
    const answer = await fetchSettingsPreview({ data: { locale: context.locale } })
    if (answer.kind === 'signed-out') throw redirect({ to: '/admin/sign-in', search: { next: location.pathname } })
    if (answer.kind === 'not-found') throw notFound()
    // The layout's loader runs beside this one and fetches the saved settings: wait for it, then lay
    // the draft over its answer, so nothing overwrites the draft before the page renders (and it
    // travels to the browser with the page's hydration data).
    const shell = shellQuery(context.locale)
    await context.queryClient.ensureQueryData(shell)
    context.queryClient.setQueryData(shell.queryKey, answer.shell)
    return homeLoader(match, { fallback: false })
  },
  head: (match) => {
    const head = homeHead({ fallback: false })(match)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex, nofollow' }] }
  },
  notFoundComponent: NotFoundPage,
  component: HomePage,
})
