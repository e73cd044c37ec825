import * as v from 'valibot'
import { ADMIN_ROLES, type AdminRole } from '~/db/schema-enums'
import { AdminPassword, type AdminViewer, InvitationToken } from '../auth/contract'

/** A row of the accounts screen. */
export interface AdminAccount extends AdminViewer {
  disabled: boolean
  twoFactor: boolean
  createdAt: string
}

const AdminRoleSchema = v.picklist(ADMIN_ROLES)

export const InviteInput = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email()),
  role: AdminRoleSchema,
})

export const AcceptInviteInput = v.object({
  token: InvitationToken,
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  password: AdminPassword,
})

export type InviteAnswer = { ok: true; link: string; expiresAt: string } | { ok: false; reason: 'account-exists' }
export type AcceptInviteAnswer = { ok: true } | { ok: false; reason: 'invalid-or-expired' | 'account-exists' }
interface InvitationPreview {
  email: string
  role: AdminRole
}

const AccountEmail = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email())

export const SetRoleInput = v.object({ email: AccountEmail, role: AdminRoleSchema })
export const SetDisabledInput = v.object({ email: AccountEmail, disabled: v.boolean() })
export const ResetLinkInput = v.object({ email: AccountEmail })

export type AccountChangeAnswer =
  | { ok: true }
  | { ok: false; reason: 'not-found' | 'own-account' | 'last-admin' | 'not-allowed' }
export type ResetLinkAnswer = { ok: true; link: string } | { ok: false; reason: 'not-found' }
/** A pending invitation on the accounts screen. */
export interface PendingInvitation {
  id: number
  email: string
  role: AdminRole
  invitedBy: string | null
  createdAt: string
  expiresAt: string
}
export const RevokeInvitationInput = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) })
export type RevokeInvitationAnswer = { ok: true } | { ok: false; reason: 'not-found' }
/** What the accept screen learns about a link: whom it is for, or why it no longer works. */
export type InvitationLookup =
  | { state: 'open'; invitation: InvitationPreview }
  | { state: 'revoked' }
  | { state: 'invalid' }
