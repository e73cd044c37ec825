import { createFileRoute } from '@tanstack/react-router'
import { apiHandler } from '~/api/handler.server'
import type { RegistrationAnswer } from '~/contracts/answers'
import { registerVisitor } from '~/features/registration/register.server'

/** POST /api/visitorRegistration: a trade visitor's pre-registration (ADR 033). */
export const Route = createFileRoute('/api/visitorRegistration')({
  server: { handlers: { POST: apiHandler<RegistrationAnswer>(registerVisitor) } },
})
