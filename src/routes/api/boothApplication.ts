import { createFileRoute } from '@tanstack/react-router'
import { acceptFormSubmission } from '~/api/form-guard.server'
import { apiHandler } from '~/api/handler.server'
import { applyForBooth } from '~/features/booth-application/apply.server'

export const Route = createFileRoute('/api/boothApplication')({
  server: {
    handlers: {
      POST: apiHandler(async (ctx) => applyForBooth(await acceptFormSubmission(ctx.request, 'booth-application'), ctx)),
    },
  },
})
