import { createFileRoute } from '@tanstack/react-router'
import { FloorPlanSearch } from '~/contracts/floor-plan'
import { NotFoundPage } from '~/features/errors'
import { FloorPlanPage, floorPlanQuery } from '~/features/floor-plan'
import { sectionSeo } from '~/features/sections'
import { searchValidator, validSearch } from '~/routing/search'
import { floorPlanDescription } from '~/seo/descriptions'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/floor-plan')({
  validateSearch: searchValidator(FloorPlanSearch),
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ deps, context }) => {
    const search = validSearch(deps.search)
    await context.queryClient.ensureQueryData(floorPlanQuery(context.locale))
    return { search }
  },
  head: ({ match }) =>
    seo(match.context, {
      ...sectionSeo('floor-plan'),
      description: floorPlanDescription,
      noindex: Object.keys(match.search).length > 0,
    }),
  notFoundComponent: NotFoundPage,
  component: FloorPlanRoute,
})

function FloorPlanRoute() {
  return <FloorPlanPage search={Route.useLoaderData().search} />
}
