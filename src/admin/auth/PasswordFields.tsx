import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { TextField } from '../ui/TextField'

const text = {
  password: msg`New password (at least 12 characters)`,
  repeat: msg`New password again`,
  mismatch: msg`The two passwords differ.`,
  tooShort: msg`The password needs at least 12 characters.`,
}

/** The new-password pair every password form uses, and its check (the server checks again). */
export function PasswordFields({ id }: { id: string }) {
  const { i18n } = useLingui()
  return (
    <>
      <TextField
        id={`${id}-new`}
        label={i18n._(text.password)}
        name="newPassword"
        type="password"
        required
        minLength={12}
        maxLength={128}
        autoComplete="new-password"
      />
      <TextField
        id={`${id}-repeat`}
        label={i18n._(text.repeat)}
        name="repeat"
        type="password"
        required
        maxLength={128}
        autoComplete="new-password"
      />
    </>
  )
}

/** The new password of a form with PasswordFields, or the message saying what is wrong with it. */
export function readNewPassword(
  data: FormData,
  i18n: ReturnType<typeof useLingui>['i18n'],
): { password: string } | { problem: string } {
  const password = String(data.get('newPassword') ?? '')
  if (password.length < 12) return { problem: i18n._(text.tooShort) }
  if (password !== String(data.get('repeat') ?? '')) return { problem: i18n._(text.mismatch) }
  return { password }
}
