import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useSave } from '../ui/use-save'
import { type SignInResult, signInWithPassword, verifyBackupCode, verifyTotp } from './auth-client'
import { isAppCode, type SignInAttempt, signInOutcome } from './sign-in'
import { signInText as text } from './sign-in-text'

const send = (input: SignInAttempt): Promise<SignInResult> => {
  if (input.kind === 'password') return signInWithPassword(input.email, input.password)
  return isAppCode(input.code) ? verifyTotp(input.code) : verifyBackupCode(input.code)
}

/**
 * Signing in through the back office's one action hook: the password, then the code for an account
 * with two-factor on (`step`), then the page asked for (`next`) or the back office's start.
 */
export function useSignIn(next: string | undefined) {
  const navigate = useNavigate()
  const [step, setStep] = useState<SignInAttempt['kind']>('password')
  const attempt = useSave({
    save: send,
    outcome: signInOutcome,
    failed: text.unavailable,
    onSaved: (result) => {
      if (result.kind === 'two-factor') return setStep('code')
      // A full load: the back office's router context (who is signed in) starts afresh. A link's
      // fragment (a two-factor set-up link, ADR 030) came along through the sign-in redirect: keep it.
      return next
        ? navigate({ href: `${next}${window.location.hash}`, reloadDocument: true })
        : navigate({ to: '/admin', reloadDocument: true })
    },
  })
  return { step, attempt }
}
