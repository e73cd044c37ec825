import { useLingui } from '@lingui/react'
import { type FormEvent, useId } from 'react'
import { ActionStatus } from '../ui/ActionStatus'
import * as css from '../ui/admin.css'
import { TextField } from '../ui/TextField'
import { useFragmentToken } from '../ui/use-fragment-token'
import { TwoFactorScanForm } from './TwoFactorScanForm'
import { typedCode } from './two-factor-steps'
import { twoFactorText as text } from './two-factor-text'
import { useTwoFactor } from './use-two-factor'

/**
 * Enrolment in three steps (password, scan, confirm with a code) and switching it off again. Under
 * ADMIN_REQUIRE_2FA the first step also takes the set-up link's token (`needsLink`: say so upfront).
 */
export function TwoFactorSection({ enabled, needsLink = false }: { enabled: boolean; needsLink?: boolean }) {
  const { i18n } = useLingui()
  const id = useId()
  const { setup, step } = useTwoFactor()
  // The set-up link's token comes in the fragment (ADR 030).
  const enrolment = useFragmentToken('enrol')?.value
  const busy = step.busy
  const field = (e: FormEvent<HTMLFormElement>, name: string) => String(new FormData(e.currentTarget).get(name) ?? '')

  const onStart = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void step.run({ kind: 'start', password: field(e, 'password'), enrolment })
  }
  const onConfirm = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void step.run({ kind: 'confirm', code: typedCode(field(e, 'code')) })
  }
  const onStop = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void step.run({ kind: 'stop', password: field(e, 'password') })
  }

  const passwordField = (
    <TextField
      id={`${id}-password`}
      label={i18n._(text.password)}
      name="password"
      type="password"
      required
      maxLength={128}
      autoComplete="current-password"
    />
  )

  return (
    <section aria-labelledby={`${id}-title`} className={css.panel}>
      <h2 id={`${id}-title`}>{i18n._(text.title)}</h2>
      <p>{i18n._(enabled ? text.on : text.off)}</p>
      {enabled ? (
        <form className={css.form} onSubmit={onStop}>
          {passwordField}
          <button type="submit" className={css.quietButton} disabled={busy}>
            {i18n._(text.turnOff)}
          </button>
        </form>
      ) : setup ? (
        <TwoFactorScanForm id={id} setup={setup} busy={busy} onSubmit={onConfirm} />
      ) : (
        <form className={css.form} onSubmit={onStart}>
          {enrolment ? <p role="status">{i18n._(text.linkReady)}</p> : needsLink && <p>{i18n._(text.linkNeeded)}</p>}
          {passwordField}
          <button type="submit" className={css.button} disabled={busy}>
            {i18n._(text.turnOn)}
          </button>
        </form>
      )}
      <ActionStatus notice={step.notice} ref={step.statusRef} />
    </section>
  )
}
