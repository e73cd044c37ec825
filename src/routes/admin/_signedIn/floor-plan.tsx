import { createFileRoute } from '@tanstack/react-router'
import { FloorPlanEditorPage, ForbiddenNotice, fetchAdminPlan, orForbidden } from '~/admin'

/** The hall plan: booths edited on the drawing, assigned and imported (issue 27). */
export const Route = createFileRoute('/admin/_signedIn/floor-plan')({
  loader: () => orForbidden(fetchAdminPlan()),
  component: function FloorPlanRoute() {
    const plan = Route.useLoaderData()
    return plan ? <FloorPlanEditorPage plan={plan} /> : <ForbiddenNotice />
  },
})
