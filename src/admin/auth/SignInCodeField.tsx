import { useLingui } from '@lingui/react'
import * as css from '../ui/admin.css'
import { signInText as text } from './sign-in-text'

/** The second step: the authenticator app's code or a backup code, checked by its shape before sending. */
export function SignInCodeField({ id }: { id: string }) {
  const { i18n } = useLingui()
  return (
    <div className={css.field}>
      <p>{i18n._(text.twoFactor)}</p>
      <label htmlFor={id}>{i18n._(text.code)}</label>
      <input
        id={id}
        className={css.input}
        name="code"
        autoComplete="one-time-code"
        pattern="[0-9 ]{6,7}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}"
        maxLength={16}
        required
      />
    </div>
  )
}
