import { createFileRoute } from '@tanstack/react-router'
import { handleAuthRequest } from '~/admin/auth/auth-handler.server'

/** better-auth's endpoints for the back office (sign-in, sign-out, two-factor, password change). */
export const Route = createFileRoute('/api/auth/$')({
  server: {
    handlers: {
      GET: ({ request }) => handleAuthRequest(request),
      POST: ({ request }) => handleAuthRequest(request),
    },
  },
})
