import { createFileRoute } from '@tanstack/react-router'
import { GlobalPage } from '~/features/global-network'
import { SECTIONS } from '~/features/sections'
import { globalDescription } from '~/seo/descriptions'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/global')({
  head: ({ match }) =>
    seo(match.context, {
      path: SECTIONS.global.path,
      title: SECTIONS.global.title,
      description: globalDescription,
    }),
  component: GlobalPage,
})
