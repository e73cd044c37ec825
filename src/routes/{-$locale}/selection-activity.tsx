import { createFileRoute } from '@tanstack/react-router'
import { AwardsPage, awardsQuery } from '~/features/awards'
import { sectionSeo } from '~/features/sections'
import { awardsDescription } from '~/seo/descriptions'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/selection-activity')({
  loader: ({ context }) => context.queryClient.ensureQueryData(awardsQuery(context.locale)),
  head: ({ match }) =>
    seo(match.context, {
      ...sectionSeo('selection-activity'),
      description: awardsDescription,
    }),
  component: AwardsPage,
})
