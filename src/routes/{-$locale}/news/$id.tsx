import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { RowIdParam } from '~/contracts/params'
import { NotFoundPage } from '~/features/errors'
import { NewsArticle, newsQueries } from '~/features/news'
import { shellQuery } from '~/features/shell'
import { localizePath } from '~/i18n/locales'
import { headArticleLd, jsonLdScripts } from '~/seo/json-ld'
import { mediaAbsolute } from '~/seo/media-absolute'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/news/$id')({
  loader: async ({ params, context }) => {
    const id = v.safeParse(RowIdParam, params.id)
    if (!id.success) throw notFound()
    const [item, shell] = await Promise.all([
      context.queryClient.ensureQueryData(newsQueries.item(context.locale, id.output)),
      context.queryClient.ensureQueryData(shellQuery(context.locale)),
    ])
    if (!item) throw notFound()
    return {
      id: id.output,
      title: item.title,
      summary: item.summary,
      image: mediaAbsolute(context, item.coverImage, shell.config.media_base_url),
      article: headArticleLd(context, item, shell.config),
    }
  },
  head: ({ match, loaderData }) =>
    loaderData
      ? {
          ...seo(match.context, {
            path: `/news/${loaderData.id}`,
            title: loaderData.title,
            description: loaderData.summary,
            image: loaderData.image ?? undefined,
          }),
          scripts: jsonLdScripts(loaderData.article),
        }
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
