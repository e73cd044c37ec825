import { createFileRoute } from '@tanstack/react-router'
import { acceptFormSubmission } from '~/api/form-guard.server'
import { apiHandler } from '~/api/handler.server'
import type { BoothApplicationAnswer } from '~/contracts/answers'
import { applyForBooth } from '~/features/booth-application/apply.server'

export const Route = createFileRoute('/api/boothApplication')({
  server: {
    handlers: {
      POST: apiHandler<BoothApplicationAnswer>(async (ctx) =>
        applyForBooth(await acceptFormSubmission(ctx.request, 'booth-application'), ctx),
      ),
    },
  },
})
