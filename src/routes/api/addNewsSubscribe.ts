import { createFileRoute } from '@tanstack/react-router'
import { acceptFormSubmission } from '~/api/form-guard.server'
import { apiHandler } from '~/api/handler.server'
import type { SubscribeAnswer } from '~/contracts/answers'
import { subscribe } from '~/features/subscribe/subscribe.server'

export const Route = createFileRoute('/api/addNewsSubscribe')({
  server: {
    handlers: {
      POST: apiHandler<SubscribeAnswer>(async (ctx) =>
        subscribe(await acceptFormSubmission(ctx.request, 'subscribe'), ctx),
      ),
    },
  },
})
