import { createFileRoute } from '@tanstack/react-router'
import { GalleryPage, galleryQuery } from '~/features/gallery'
import { sectionSeo } from '~/features/sections'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/exhibition-photos')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(galleryQuery(context.locale))
  },
  head: ({ match }) => seo(match.context, { ...sectionSeo('exhibition-photos') }),
  component: GalleryPage,
})
