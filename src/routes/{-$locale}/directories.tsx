import { createFileRoute } from '@tanstack/react-router'
import { DirectoryPage, DirectorySearch, directoryQueries } from '~/features/directory'
import { NotFoundPage } from '~/features/errors'
import { SECTIONS } from '~/features/sections'
import { assertSearch, searchOrRaw } from '~/routing/search'
import { directoryDescription } from '~/seo/descriptions'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/directories')({
  validateSearch: (raw: Record<string, unknown>) => searchOrRaw(DirectorySearch, raw),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    assertSearch(DirectorySearch, deps)
    await Promise.all([
      context.queryClient.ensureQueryData(directoryQueries.filters(context.locale)),
      context.queryClient.ensureQueryData(directoryQueries.page(context.locale, deps)),
    ])
  },
  head: ({ match }) =>
    seo(match.context, {
      path: SECTIONS.directories.path,
      title: SECTIONS.directories.title,
      description: directoryDescription,
      noindex: Object.keys(match.search).length > 0,
    }),
  notFoundComponent: NotFoundPage,
  component: DirectoryRoute,
})

function DirectoryRoute() {
  return <DirectoryPage search={Route.useSearch()} />
}
