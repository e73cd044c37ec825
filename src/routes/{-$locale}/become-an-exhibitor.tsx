import { createFileRoute } from '@tanstack/react-router'
import { BecomeExhibitorPage, boothTypesQuery } from '~/features/booth-application'
import { SECTIONS } from '~/features/sections'
import { boothDescription } from '~/seo/descriptions'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/become-an-exhibitor')({
  loader: ({ context }) => context.queryClient.ensureQueryData(boothTypesQuery(context.locale)),
  head: ({ match }) =>
    seo(match.context, {
      path: SECTIONS['become-an-exhibitor'].path,
      title: SECTIONS['become-an-exhibitor'].title,
      description: boothDescription,
    }),
  component: BecomeExhibitorPage,
})
