import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenNotice, fetchMediaList, NewsEditPage, orForbidden } from '~/admin'

export const Route = createFileRoute('/admin/_signedIn/news/new')({
  loader: () => orForbidden(fetchMediaList({ data: { kind: 'image' } })),
  component: function NewNewsRoute() {
    const images = Route.useLoaderData()
    return images ? <NewsEditPage item={null} images={images} /> : <ForbiddenNotice />
  },
})
