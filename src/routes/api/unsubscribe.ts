import { createFileRoute } from '@tanstack/react-router'
import { ApiError } from '~/api/api-error.server'
import { apiHandler } from '~/api/handler.server'
import { assertSameSite } from '~/api/same-site.server'
import { apiMessages } from '~/contracts/messages'
import { unsubscribe } from '~/features/subscribe/unsubscribe.server'

export const Route = createFileRoute('/api/unsubscribe')({
  server: {
    handlers: {
      POST: apiHandler((ctx) => {
        assertSameSite(ctx.request)
        return unsubscribe(ctx)
      }),
      GET: apiHandler(() => {
        throw new ApiError(405, apiMessages.methodNotAllowed, null, { allow: 'POST' })
      }),
    },
  },
})
