import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { fetchNewsPreview } from '~/admin/preview'
import { RowIdParam } from '~/contracts/params'
import { NotFoundPage } from '~/features/errors'
import { NewsPreview } from '~/features/news'
import { localizePath } from '~/i18n/locales'

/**
 * An editor's preview of a news item in any status, inside the public layout. Signed out: to sign-in
 * and back; a role without content rights: not found. Never cached or indexed (server.ts).
 */
export const Route = createFileRoute('/{-$locale}/preview/news/$id')({
  loader: async ({ params, context, location }) => {
    const id = v.safeParse(RowIdParam, params.id)
    if (!id.success) throw notFound()
    const answer = await fetchNewsPreview({ data: { id: id.output, locale: context.locale } })
    if (answer.kind === 'signed-out') throw redirect({ to: '/admin/sign-in', search: { next: location.pathname } })
    if (answer.kind === 'not-found') throw notFound()
    return answer.item
  },
  head: ({ loaderData }) => ({
    meta: [...(loaderData ? [{ title: loaderData.title }] : []), { name: 'robots', content: 'noindex, nofollow' }],
  }),
  notFoundComponent: NotFoundPage,
  component: function NewsPreviewRoute() {
    const item = Route.useLoaderData()
    const { locale, siteOrigin } = Route.useRouteContext()
    return <NewsPreview item={item} url={siteOrigin + localizePath(`/news/${item.id}`, locale)} />
  },
})
