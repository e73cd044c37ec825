import { createFileRoute } from '@tanstack/react-router'
import { CheckInPage } from '~/admin'
import { checkInFormPost } from '~/admin/check-in/check-in-form-post.server'

/** The hall doors' check-in (ADR 033); a typed code posted before hydration lands here too. */
export const Route = createFileRoute('/admin/_signedIn/check-in')({
  server: { handlers: { POST: checkInFormPost } },
  loader: ({ serverContext }) => ({ result: serverContext?.checkInResult ?? null }),
  component: function CheckInRoute() {
    return <CheckInPage initial={Route.useLoaderData().result} />
  },
})
