import { createFileRoute, notFound } from '@tanstack/react-router'
import { BadgePage, badgePath, badgeTitle, fetchBadge } from '~/features/registration'
import { seo } from '~/seo/seo'

/**
 * A visitor's e-badge (ADR 033): the token in the path is the badge. A private page (server.ts:
 * `no-store`, never cached or indexed), readable offline once opened (its service worker).
 */
export const Route = createFileRoute('/{-$locale}/badge/$token')({
  loader: async ({ params }) => {
    const badge = await fetchBadge({ data: { token: params.token } })
    if (!badge) throw notFound()
    return { ...badge, token: params.token }
  },
  head: ({ match }) => {
    const tags = seo(match.context, { path: badgePath('cn', match.params.token), title: badgeTitle, noindex: true })
    return { ...tags, links: [...tags.links, { rel: 'stylesheet', href: '/badge/print.css' }] }
  },
  component: function BadgeRoute() {
    return <BadgePage badge={Route.useLoaderData()} />
  },
})
