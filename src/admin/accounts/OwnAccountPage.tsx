import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { changePassword, signOutEverywhere } from '../auth/auth-client'
import { PasswordFields, readNewPassword } from '../auth/PasswordFields'
import { TwoFactorSection } from '../auth/TwoFactorSection'
import { clearDoorDevice } from '../check-in/door-device-wipe'
import { ActionStatus } from '../ui/ActionStatus'
import * as css from '../ui/admin.css'
import { TextField } from '../ui/TextField'
import { useSave } from '../ui/use-save'

const text = {
  title: msg`My account`,
  passwordTitle: msg`Change password`,
  current: msg`Current password`,
  save: msg`Change password`,
  changed: msg`Your password is changed. Your other sessions have ended.`,
  wrongPassword: msg`The current password is wrong.`,
  unavailable: msg`The password could not be changed right now. Please try again in a minute.`,
  sessionsTitle: msg`Sessions`,
  sessionsHelp: msg`Signs this account out on every device, this one included.`,
  signOutEverywhere: msg`Sign out everywhere`,
}

/**
 * One's own password, two-factor and sessions. `confined` (ADMIN_REQUIRE_2FA, no second factor yet):
 * only the two-factor set-up, which is all such a session may do (ADR 030).
 */
export function OwnAccountPage({ twoFactor, confined }: { twoFactor: boolean; confined: boolean }) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const id = useId()
  const change = useSave({
    save: (input: { current: string; password: string }) => changePassword(input.current, input.password),
    outcome: (result) =>
      result.kind === 'changed'
        ? { ok: true, text: text.changed }
        : { ok: false, text: result.kind === 'wrong-password' ? text.wrongPassword : text.unavailable },
    failed: text.unavailable,
  })

  const onChangePassword = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const data = new FormData(form)
    const next = readNewPassword(data, i18n)
    if ('problem' in next) return change.setNotice({ kind: 'error', text: next.problem })
    const result = await change.run({ current: String(data.get('current') ?? ''), password: next.password })
    if (result?.kind === 'changed') form.reset()
  }

  const onSignOutEverywhere = async () => {
    await signOutEverywhere()
    await clearDoorDevice().catch(() => undefined)
    await navigate({ to: '/admin/sign-in', search: {}, reloadDocument: true })
  }

  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      {confined && <TwoFactorSection enabled={twoFactor} needsLink />}
      <section hidden={confined} aria-labelledby={`${id}-password`} className={css.panel}>
        <h2 id={`${id}-password`}>{i18n._(text.passwordTitle)}</h2>
        <form className={css.form} onSubmit={onChangePassword} ref={change.formRef}>
          <TextField
            id={`${id}-current`}
            label={i18n._(text.current)}
            name="current"
            type="password"
            required
            maxLength={128}
            autoComplete="current-password"
          />
          <PasswordFields id={id} />
          <ActionStatus notice={change.notice} />
          <button type="submit" className={css.button} disabled={change.busy}>
            {i18n._(text.save)}
          </button>
        </form>
      </section>
      {!confined && <TwoFactorSection enabled={twoFactor} />}
      <section hidden={confined} aria-labelledby={`${id}-sessions`} className={css.panel}>
        <h2 id={`${id}-sessions`}>{i18n._(text.sessionsTitle)}</h2>
        <p>{i18n._(text.sessionsHelp)}</p>
        <button type="button" className={css.quietButton} onClick={onSignOutEverywhere}>
          {i18n._(text.signOutEverywhere)}
        </button>
      </section>
    </>
  )
}
