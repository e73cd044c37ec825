import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AccountChangeAnswer } from './contract'

/** The words of an account's row actions, shared by the row, its parts and its rules. */
export const accountActionsText = {
  role: (email: string) => msg`Role of ${email}`,
  disable: msg`Disable`,
  enable: msg`Enable`,
  resetLink: msg`Password reset link`,
  linkLabel: (email: string) => msg`Reset link for ${email}`,
  linkHelp: msg`Shown only now: hand it over yourself. It works once, for 24 hours.`,
  twoFactorLink: msg`Two-factor set-up link`,
  twoFactorLinkLabel: (email: string) => msg`Two-factor set-up link for ${email}`,
  twoFactorLinkHelp: msg`Shown only now: hand it over yourself. The person signs in with their password, then opens it to set up two-factor; it works once, for 24 hours.`,
  failed: msg`The change could not be saved. Please try again.`,
  changed: msg`The change to {email} is saved.`,
  linkShown: msg`The link for {email} is shown below its actions.`,
  refused: {
    'last-admin': msg`This is the last active administrator: make another account an administrator first.`,
    'not-found': msg`This account no longer exists. The list now shows the accounts as they are.`,
    'own-account': msg`Your own account is changed on "My account", not here.`,
    'not-allowed': msg`Your account may no longer make this change: it was demoted or disabled meanwhile.`,
  } satisfies Record<Extract<AccountChangeAnswer, { ok: false }>['reason'], MessageDescriptor>,
}
