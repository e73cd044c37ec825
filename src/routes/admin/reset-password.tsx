import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ResetPasswordPage } from '~/admin'

export const Route = createFileRoute('/admin/reset-password')({
  validateSearch: v.object({ token: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined) }),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch()
    return <ResetPasswordPage token={token} />
  },
})
