import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenNotice, fetchMediaList, MediaLibraryPage, orForbidden } from '~/admin'
import { MediaListFilter } from '~/admin/media/contract'

export const Route = createFileRoute('/admin/_signedIn/media')({
  validateSearch: MediaListFilter,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => orForbidden(fetchMediaList({ data: deps })),
  component: function MediaRoute() {
    const items = Route.useLoaderData()
    const filter = Route.useSearch()
    return items ? <MediaLibraryPage items={items} filter={filter} /> : <ForbiddenNotice />
  },
})
