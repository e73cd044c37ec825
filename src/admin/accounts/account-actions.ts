import type { EnrolmentLinkAnswer } from '../auth/contract'
import type { AdminRole } from '../auth/roles'
import type { SaveOutcome } from '../ui/use-save'
import { accountActionsText as text } from './account-actions-text'
import type { AccountChangeAnswer, ResetLinkAnswer } from './contract'

/** What an admin does to another account from its row. */
export type AccountAction =
  | { kind: 'role'; role: AdminRole }
  | { kind: 'disabled'; disabled: boolean }
  | { kind: 'reset' | 'two-factor' }
export type AccountAnswer = AccountChangeAnswer | ResetLinkAnswer | EnrolmentLinkAnswer

/** A link shown once below the row's actions, for the admin to hand over. */
export type ShownLink = { kind: 'reset' | 'two-factor'; link: string }

/** The answer's words: a link shown or a change saved, or the server's reason for refusing it. */
export function accountActionOutcome(email: string, answer: AccountAnswer, action: AccountAction): SaveOutcome {
  const values = { email }
  if (answer.ok)
    return {
      ok: true,
      text: { ...('link' in answer && action.kind !== 'role' ? text.linkShown : text.changed), values },
    }
  return { ok: false, text: text.refused[answer.reason] }
}

/** The link a link request brought, to show (none when it was refused or failed). */
export function linkOf(kind: ShownLink['kind'], answer: AccountAnswer | undefined): ShownLink | null {
  return answer?.ok && 'link' in answer ? { kind, link: answer.link } : null
}
