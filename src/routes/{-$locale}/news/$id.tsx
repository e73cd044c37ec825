import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { NotFoundPage } from '~/features/errors'
import { NewsArticle, NewsIdParam, newsQueries } from '~/features/news'
import { localizePath } from '~/i18n/locales'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/news/$id')({
  loader: async ({ params, context }) => {
    const id = v.safeParse(NewsIdParam, params.id)
    if (!id.success) throw notFound()
    const item = await context.queryClient.ensureQueryData(newsQueries.item(context.locale, id.output))
    if (!item) throw notFound()
    return { id: id.output, title: item.title, summary: item.summary, image: item.coverImage }
  },
  head: ({ match, loaderData }) =>
    loaderData
      ? seo(match.context, {
          path: `/news/${loaderData.id}`,
          title: loaderData.title,
          description: loaderData.summary,
          image: loaderData.image ?? undefined,
        })
      : {},
  notFoundComponent: NotFoundPage,
  component: NewsItemRoute,
})

function NewsItemRoute() {
  const { id } = Route.useLoaderData()
  const { locale, siteOrigin } = Route.useRouteContext()
  const { data } = useSuspenseQuery(newsQueries.item(locale, id))
  return data ? <NewsArticle item={data} url={siteOrigin + localizePath(`/news/${id}`, locale)} /> : <NotFoundPage />
}
