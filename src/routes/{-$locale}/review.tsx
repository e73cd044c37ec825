import { createFileRoute } from '@tanstack/react-router'
import { ReviewPage, reviewQuery } from '~/features/review'
import { sectionSeo } from '~/features/sections'
import { reviewDescription } from '~/seo/descriptions'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/review')({
  loader: ({ context }) => context.queryClient.ensureQueryData(reviewQuery(context.locale)),
  head: ({ match }) =>
    seo(match.context, {
      ...sectionSeo('review'),
      description: reviewDescription,
    }),
  component: ReviewPage,
})
