import { createFileRoute } from '@tanstack/react-router'
import { DownloadsPage, downloadsQuery } from '~/features/downloads'
import { sectionSeo } from '~/features/sections'
import { downloadDescription } from '~/seo/descriptions'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/download')({
  loader: ({ context }) => context.queryClient.ensureQueryData(downloadsQuery(context.locale)),
  head: ({ match }) =>
    seo(match.context, {
      ...sectionSeo('download'),
      description: downloadDescription,
    }),
  component: DownloadsPage,
})
