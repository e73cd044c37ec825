import { createFileRoute } from '@tanstack/react-router'
import { GalleryPage, galleryQuery } from '~/features/gallery'
import { SECTIONS } from '~/features/sections'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/exhibition-photos')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(galleryQuery(context.locale))
  },
  head: ({ match }) =>
    seo(match.context, { path: SECTIONS['exhibition-photos'].path, title: SECTIONS['exhibition-photos'].title }),
  component: GalleryPage,
})
