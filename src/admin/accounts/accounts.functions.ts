import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import {
  type AccountChangeAnswer,
  type ResetLinkAnswer,
  ResetLinkInput,
  SetDisabledInput,
  SetRoleInput,
} from '~/admin/accounts/contract'
import type { EnrolmentLinkAnswer } from '~/admin/auth/contract'
import { getDb } from '~/db/client.server'
import { siteOrigin } from '~/server/site-origin.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { getAuth } from '../auth/auth.server'
import { issueTwoFactorLink } from '../auth/two-factor-enrolment.server'
import { changeRole, issueResetLink, setDisabled } from './accounts.server'

export const setAccountRole = createServerFn({ method: 'POST' })
  .middleware([adminFn('accounts:manage')])
  .validator(adminInput(SetRoleInput))
  .handler(
    async ({ data, context }): Promise<AccountChangeAnswer> =>
      changeRole(await getDb(), context.user, data.email, data.role),
  )

export const setAccountDisabled = createServerFn({ method: 'POST' })
  .middleware([adminFn('accounts:manage')])
  .validator(adminInput(SetDisabledInput))
  .handler(
    async ({ data, context }): Promise<AccountChangeAnswer> =>
      setDisabled(await getDb(), context.user, data.email, data.disabled),
  )

export const createResetLink = createServerFn({ method: 'POST' })
  .middleware([adminFn('accounts:manage')])
  .validator(adminInput(ResetLinkInput))
  .handler(
    async ({ data, context }): Promise<ResetLinkAnswer> =>
      issueResetLink(await getDb(), await getAuth(), context.user, data.email),
  )

export const createTwoFactorLink = createServerFn({ method: 'POST' })
  .middleware([adminFn('accounts:manage')])
  .validator(adminInput(ResetLinkInput))
  .handler(
    async ({ data, context }): Promise<EnrolmentLinkAnswer> =>
      issueTwoFactorLink(await getDb(), context.user, data.email, siteOrigin(getRequest())),
  )

/** The audit log, newest first, filtered by person and item (admins only). */
