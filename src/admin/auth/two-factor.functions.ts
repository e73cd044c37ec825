import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { type TwoFactorStartAnswer, TwoFactorStartInput } from '~/admin/auth/contract'
import { getDb } from '~/db/client.server'
import { adminFn } from './admin-fn'
import { adminInput } from './admin-input'
import { getAuth } from './auth.server'
import { startTwoFactorEnrolment } from './two-factor-enrolment.server'

/** One's own two-factor enrolment, first step (ADR 030): the password, and the link's token when required. */
export const beginTwoFactor = createServerFn({ method: 'POST' })
  .middleware([adminFn()])
  .validator(adminInput(TwoFactorStartInput))
  .handler(
    async ({ data, context }): Promise<TwoFactorStartAnswer> =>
      startTwoFactorEnrolment(await getDb(), await getAuth(), context.user, getRequest().headers, data),
  )
