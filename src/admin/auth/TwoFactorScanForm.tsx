import { useLingui } from '@lingui/react'
import type { FormEvent } from 'react'
import * as css from '../ui/admin.css'
import { TextField } from '../ui/TextField'
import type { TwoFactorScan } from './two-factor-steps'
import { twoFactorText as text } from './two-factor-text'

/** The enrolment's second step: the key to scan (or type), the backup codes, and the app's first code. */
export function TwoFactorScanForm({
  id,
  setup,
  busy,
  onSubmit,
}: {
  /** The section's id, which the form's ids start with. */
  id: string
  setup: TwoFactorScan
  busy: boolean
  onSubmit: (e: FormEvent<HTMLFormElement>) => void
}) {
  const { i18n } = useLingui()
  return (
    <form className={css.form} onSubmit={onSubmit}>
      <p>{i18n._(text.scan)}</p>
      <img src={setup.qr} width={200} height={200} alt={i18n._(text.qr)} />
      <p>
        {i18n._(text.key)}: <code data-testid="totp-key">{setup.secret}</code>
      </p>
      <p>{i18n._(text.backup)}</p>
      <ul>
        {setup.backupCodes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <TextField
        id={`${id}-code`}
        label={i18n._(text.code)}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
      />
      <button type="submit" className={css.button} disabled={busy}>
        {i18n._(text.confirm)}
      </button>
    </form>
  )
}
