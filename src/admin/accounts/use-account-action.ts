import { useRouter } from '@tanstack/react-router'
import { emptyStatus } from '../ui/action-state'
import { useSave } from '../ui/use-save'
import { type AccountAction, type AccountAnswer, accountActionOutcome } from './account-actions'
import { accountActionsText as text } from './account-actions-text'
import { createResetLink, createTwoFactorLink, setAccountDisabled, setAccountRole } from './accounts.functions'

function act(email: string, action: AccountAction): Promise<AccountAnswer> {
  if (action.kind === 'role') return setAccountRole({ data: { email, role: action.role } })
  if (action.kind === 'disabled') return setAccountDisabled({ data: { email, disabled: action.disabled } })
  if (action.kind === 'reset') return createResetLink({ data: { email } })
  return createTwoFactorLink({ data: { email } })
}

/**
 * An account row's actions through the back office's one action hook: one notice for all of them,
 * and the list reloaded after each answer, a refusal included (a colleague may have changed it).
 */
export function useAccountAction(email: string) {
  const router = useRouter()
  return useSave({
    save: (input: AccountAction) => act(email, input),
    outcome: (answer: AccountAnswer, input: AccountAction) => accountActionOutcome(email, answer, input),
    failed: text.failed,
    onSaved: () => router.invalidate(),
    onRefused: () => router.invalidate(),
    initial: emptyStatus,
  })
}
