import { createFileRoute } from '@tanstack/react-router'
import { GlobalPage } from '~/features/global-network'
import { sectionSeo } from '~/features/sections'
import { globalDescription } from '~/seo/descriptions'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/global')({
  head: ({ match }) =>
    seo(match.context, {
      ...sectionSeo('global'),
      description: globalDescription,
    }),
  component: GlobalPage,
})
