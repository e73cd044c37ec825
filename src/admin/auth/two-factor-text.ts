import { msg } from '@lingui/core/macro'

/** The two-factor section's words, shared by the section, its parts and its rules. */
export const twoFactorText = {
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
