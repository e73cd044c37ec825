import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenNotice, fetchAdminPlan, orForbidden, PlanEditorPage } from '~/admin'

/** The hall plan: booths edited on the drawing, assigned and imported (issue 27). */
export const Route = createFileRoute('/admin/_signedIn/plan')({
  loader: () => orForbidden(fetchAdminPlan()),
  component: function PlanRoute() {
    const plan = Route.useLoaderData()
    return plan ? <PlanEditorPage plan={plan} /> : <ForbiddenNotice />
  },
})
