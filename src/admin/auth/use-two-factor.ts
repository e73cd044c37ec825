import QRCode from 'qrcode'
import { useState } from 'react'
import { useSave } from '../ui/use-save'
import { startTwoFactor, stopTwoFactor, verifyTotp } from './auth-client'
import { type TwoFactorAnswer, type TwoFactorScan, type TwoFactorStep, twoFactorOutcome } from './two-factor-steps'
import { twoFactorText as text } from './two-factor-text'

async function send(step: TwoFactorStep): Promise<TwoFactorAnswer> {
  if (step.kind === 'confirm') return verifyTotp(step.code)
  if (step.kind === 'stop') return stopTwoFactor(step.password)
  const result = await startTwoFactor(step.password, step.enrolment)
  return result.kind === 'setup'
    ? { ...result, qr: await QRCode.toDataURL(result.totpURI, { margin: 1, width: 200 }) }
    : result
}

/**
 * The section's steps through the back office's one action hook, and the set-up to scan once the
 * password was taken. After the last step the page loads again, with two-factor on or off.
 */
export function useTwoFactor() {
  const [setup, setSetup] = useState<TwoFactorScan | null>(null)
  const step = useSave({
    save: send,
    outcome: twoFactorOutcome,
    failed: text.unavailable,
    onSaved: (answer: TwoFactorAnswer) => (answer.kind === 'setup' ? setSetup(answer) : window.location.reload()),
  })
  return { setup, step }
}
