import { createFileRoute } from '@tanstack/react-router'
import { DirectorySearch } from '~/contracts/search'
import { DirectoryPage, directoryQueries } from '~/features/directory'
import { NotFoundPage } from '~/features/errors'
import { sectionSeo } from '~/features/sections'
import { searchValidator, validSearch } from '~/routing/search'
import { directoryDescription } from '~/seo/descriptions'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/directories')({
  validateSearch: searchValidator(DirectorySearch),
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ deps, context }) => {
    const search = validSearch(deps.search)
    await Promise.all([
      context.queryClient.ensureQueryData(directoryQueries.filters(context.locale)),
      context.queryClient.ensureQueryData(directoryQueries.page(context.locale, search)),
    ])
    return { search }
  },
  head: ({ match }) =>
    seo(match.context, {
      ...sectionSeo('directories'),
      description: directoryDescription,
      noindex: Object.keys(match.search).length > 0,
    }),
  notFoundComponent: NotFoundPage,
  component: DirectoryRoute,
})

function DirectoryRoute() {
  return <DirectoryPage search={Route.useLoaderData().search} />
}
