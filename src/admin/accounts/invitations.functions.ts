import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import * as v from 'valibot'
import {
  type AcceptInviteAnswer,
  AcceptInviteInput,
  type InvitationLookup,
  type InviteAnswer,
  InviteInput,
  type PendingInvitation,
  type RevokeInvitationAnswer,
  RevokeInvitationInput,
} from '~/admin/accounts/contract'
import { InvitationToken } from '~/admin/auth/contract'
import { getDb } from '~/db/client.server'
import { siteOrigin } from '~/server/site-origin.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { getAuth } from '../auth/auth.server'
import {
  acceptInvitation,
  createInvitation,
  listPendingInvitations,
  lookUpInvitation,
  revokeInvitation,
} from './invitations.server'

/** An admin invites someone by e-mail address with a role; the link is shown to that admin once. */
export const inviteAccount = createServerFn({ method: 'POST' })
  .middleware([adminFn('accounts:manage')])
  .validator(adminInput(InviteInput))
  .handler(
    async ({ data, context }): Promise<InviteAnswer> =>
      createInvitation(await getDb(), {
        ...data,
        invitedBy: context.user,
        // Not authEnvFrom(): that reads the secret file, which a link does not need.
        siteOrigin: siteOrigin(getRequest()),
      }),
  )

/**
 * Whom an invitation link is for, or why it no longer works. A POST: the token travels in the body,
 * never in a URL a log keeps (ADR 030).
 */
export const fetchInvitation = createServerFn({ method: 'POST' })
  .validator(adminInput(v.object({ token: InvitationToken })))
  .handler(async ({ data }): Promise<InvitationLookup> => lookUpInvitation(await getDb(), data.token))

/** The invitations nobody has accepted yet (admins). */
export const fetchPendingInvitations = createServerFn({ method: 'GET' })
  .middleware([adminFn('accounts:manage')])
  .handler(async (): Promise<PendingInvitation[]> => listPendingInvitations(await getDb()))

/** An admin withdraws a pending invitation. */
export const withdrawInvitation = createServerFn({ method: 'POST' })
  .middleware([adminFn('accounts:manage')])
  .validator(adminInput(RevokeInvitationInput))
  .handler(
    async ({ data, context }): Promise<RevokeInvitationAnswer> =>
      revokeInvitation(await getDb(), context.user, data.id),
  )

/** The invited person chooses a name and password; the account gets the invitation's role. */
export const acceptInvite = createServerFn({ method: 'POST' })
  .validator(adminInput(AcceptInviteInput))
  .handler(async ({ data }): Promise<AcceptInviteAnswer> => acceptInvitation(await getDb(), await getAuth(), data))
