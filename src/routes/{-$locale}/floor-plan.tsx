import { createFileRoute } from '@tanstack/react-router'
import { FloorPlanSearch, planDrawnSearch } from '~/contracts/floor-plan'
import { NotFoundPage } from '~/features/errors'
import { FloorPlanPage, floorPlanQuery } from '~/features/floor-plan'
import { sectionSeo } from '~/features/sections'
import { INVALID_SEARCH, searchValidator, validSearch } from '~/routing/search'
import { floorPlanDescription } from '~/seo/descriptions'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/floor-plan')({
  validateSearch: searchValidator(FloorPlanSearch),
  // The params the server draws with, not the marks the browser adds (ADR 034): the one cached plan
  // and the address it hydrates at, `?q=tea` say, are then the same match.
  loaderDeps: ({ search }) => ({ search: search[INVALID_SEARCH] ? search : planDrawnSearch(search) }),
  loader: async ({ deps, context }) => {
    const search = validSearch(deps.search)
    await context.queryClient.ensureQueryData(floorPlanQuery(context.locale))
    return { search }
  },
  head: ({ match, loaderData }) =>
    seo(match.context, {
      ...sectionSeo('floor-plan'),
      description: floorPlanDescription,
      noindex: Object.keys(loaderData?.search ?? {}).length > 0,
    }),
  notFoundComponent: NotFoundPage,
  component: FloorPlanRoute,
})

function FloorPlanRoute() {
  return <FloorPlanPage drawn={Route.useLoaderData().search} />
}
