import { createFileRoute } from '@tanstack/react-router'
import { apiHandler } from '~/api/handler.server'
import type { RegistrationConfirmAnswer } from '~/contracts/answers'
import { confirmVisitorApi } from '~/features/registration/register-confirm.server'

/** POST /api/confirmVisitorRegistration: a registration's mailed code, sent by its page's script (ADR 037). */
export const Route = createFileRoute('/api/confirmVisitorRegistration')({
  server: { handlers: { POST: apiHandler<RegistrationConfirmAnswer>(confirmVisitorApi) } },
})
