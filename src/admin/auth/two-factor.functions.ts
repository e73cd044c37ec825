import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { type TwoFactorStartAnswer, TwoFactorStartInput } from '~/admin/auth/contract'
import { clientIp } from '~/api/client-ip.server'
import { getDb } from '~/db/client.server'
import { adminFn } from './admin-fn'
import { adminInput } from './admin-input'
import { CLIENT_IP_HEADER, getAuth } from './auth.server'
import { startTwoFactorEnrolment } from './two-factor-enrolment.server'

/** One's own two-factor enrolment, first step (ADR 030): the password, and the link's token when required. */
export const beginTwoFactor = createServerFn({ method: 'POST' })
  .middleware([adminFn()])
  .validator(adminInput(TwoFactorStartInput))
  .handler(async ({ data, context }): Promise<TwoFactorStartAnswer> => {
    const request = getRequest()
    // The password check counts against the lock-out of this account and client: the address as the
    // site reads it (TRUST_PROXY-aware), never a copy of the header the client sent.
    const headers = new Headers(request.headers)
    headers.set(CLIENT_IP_HEADER, clientIp(request))
    return startTwoFactorEnrolment(await getDb(), await getAuth(), context.user, headers, data)
  })
