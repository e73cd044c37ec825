import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import {
  type AcceptInviteAnswer,
  AcceptInviteInput,
  type InvitationPreview,
  InvitationToken,
  type InviteAnswer,
  InviteInput,
} from '~/contracts/admin'
import { getDb } from '~/db/client.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { getAuth, siteOriginFrom } from '../auth/auth.server'
import { acceptInvitation, createInvitation, previewInvitation } from './invitations.server'

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
        siteOrigin: siteOriginFrom(),
      }),
  )

/** Whom an invitation link is for; null when it is unknown, used or expired. */
export const fetchInvitation = createServerFn({ method: 'GET' })
  .validator(adminInput(v.object({ token: InvitationToken })))
  .handler(
    async ({ data }): Promise<InvitationPreview | null> => (await previewInvitation(await getDb(), data.token)) ?? null,
  )

/** The invited person chooses a name and password; the account gets the invitation's role. */
export const acceptInvite = createServerFn({ method: 'POST' })
  .validator(adminInput(AcceptInviteInput))
  .handler(async ({ data }): Promise<AcceptInviteAnswer> => acceptInvitation(await getDb(), await getAuth(), data))
