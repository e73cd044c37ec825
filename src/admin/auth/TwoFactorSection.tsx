import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import QRCode from 'qrcode'
import { type FormEvent, useId, useState } from 'react'
import * as css from '../ui/admin.css'
import { TextField } from '../ui/TextField'
import { useFragmentToken } from '../ui/use-fragment-token'
import { startTwoFactor, stopTwoFactor, type TwoFactorSetup, verifyTotp } from './auth-client'

const text = {
  title: msg`Two-factor authentication`,
  off: msg`Off. With it on, signing in also asks for a code from an authenticator app on your phone.`,
  on: msg`On: signing in asks for a code from your authenticator app.`,
  password: msg`Your password`,
  turnOn: msg`Set up two-factor`,
  turnOff: msg`Turn two-factor off`,
  scan: msg`Scan this code with your authenticator app (for example Microsoft Authenticator or Google Authenticator).`,
  qr: msg`QR code for the authenticator app`,
  key: msg`Or enter this key by hand`,
  backup: msg`Backup codes: each works once if your phone is lost. Keep them somewhere safe; they are shown only now.`,
  code: msg`6-digit code from the app`,
  confirm: msg`Confirm and turn on`,
  wrongPassword: msg`The password is wrong.`,
  wrongCode: msg`The code is wrong or expired. Try the newest code.`,
  unavailable: msg`This is not possible right now. Please try again in a minute.`,
  linkNeeded: msg`Setting up two-factor needs a one-time set-up link from an administrator. Open the link you were given (it works once, for 24 hours), then try again.`,
  linkReady: msg`Set-up link received: enter your password to set up two-factor.`,
}

type Setup = Extract<TwoFactorSetup, { kind: 'setup' }> & { qr: string }

const startProblem = {
  'wrong-password': text.wrongPassword,
  'link-needed': text.linkNeeded,
  unavailable: text.unavailable,
} as const

/**
 * Enrolment in three steps (password, scan, confirm with a code) and switching it off again. Under
 * ADMIN_REQUIRE_2FA the first step also takes the set-up link's token (`needsLink`: say so upfront).
 */
export function TwoFactorSection({ enabled, needsLink = false }: { enabled: boolean; needsLink?: boolean }) {
  const { i18n } = useLingui()
  const id = useId()
  const [setup, setSetup] = useState<Setup | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // The set-up link's token comes in the fragment (ADR 030).
  const enrolment = useFragmentToken('enrol')?.value

  const guarded = async (work: () => Promise<void>) => {
    setBusy(true)
    setProblem(null)
    try {
      await work()
    } finally {
      setBusy(false)
    }
  }

  const onStart = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const password = String(new FormData(e.currentTarget).get('password') ?? '')
    void guarded(async () => {
      const result = await startTwoFactor(password, enrolment)
      if (result.kind !== 'setup') return setProblem(i18n._(startProblem[result.kind]))
      setSetup({ ...result, qr: await QRCode.toDataURL(result.totpURI, { margin: 1, width: 200 }) })
    })
  }

  const onConfirm = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const code = String(new FormData(e.currentTarget).get('code') ?? '').replace(/\s+/g, '')
    void guarded(async () => {
      const result = await verifyTotp(code)
      if (result.kind === 'signed-in') window.location.reload()
      else setProblem(i18n._(result.kind === 'unavailable' ? text.unavailable : text.wrongCode))
    })
  }

  const onStop = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const password = String(new FormData(e.currentTarget).get('password') ?? '')
    void guarded(async () => {
      const result = await stopTwoFactor(password)
      if (result.kind === 'changed') window.location.reload()
      else setProblem(i18n._(result.kind === 'wrong-password' ? text.wrongPassword : text.unavailable))
    })
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
        <form className={css.form} onSubmit={onConfirm}>
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
      ) : (
        <form className={css.form} onSubmit={onStart}>
          {enrolment ? <p role="status">{i18n._(text.linkReady)}</p> : needsLink && <p>{i18n._(text.linkNeeded)}</p>}
          {passwordField}
          <button type="submit" className={css.button} disabled={busy}>
            {i18n._(text.turnOn)}
          </button>
        </form>
      )}
      <p role="alert" className={problem ? css.alert : undefined}>
        {problem}
      </p>
    </section>
  )
}
