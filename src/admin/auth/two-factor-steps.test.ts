import { describe, expect, it } from 'vitest'
import { type TwoFactorScan, twoFactorOutcome, typedCode } from './two-factor-steps'
import { twoFactorText as text } from './two-factor-text'

// What each step of the two-factor section makes of the server's answer, without a screen.
const start = { kind: 'start', password: 'secret' } as const
const confirm = { kind: 'confirm', code: '123456' } as const
const stop = { kind: 'stop', password: 'secret' } as const

describe('two-factor steps', () => {
  it('says nothing of a success: the next form or the reloaded page shows it', () => {
    const setup: TwoFactorScan = { kind: 'setup', totpURI: 'otpauth://x', secret: 'K', backupCodes: ['a'], qr: 'data:' }
    expect(twoFactorOutcome(setup, start)).toEqual({ ok: true, text: null })
    expect(twoFactorOutcome({ kind: 'signed-in' }, confirm)).toEqual({ ok: true, text: null })
    expect(twoFactorOutcome({ kind: 'changed' }, stop)).toEqual({ ok: true, text: null })
  })

  it('calls a refused code a wrong code, not a wrong password', () => {
    expect(twoFactorOutcome({ kind: 'wrong-password' }, confirm)).toEqual({ ok: false, text: text.wrongCode })
    expect(twoFactorOutcome({ kind: 'wrong-password' }, start)).toEqual({ ok: false, text: text.wrongPassword })
    expect(twoFactorOutcome({ kind: 'wrong-password' }, stop)).toEqual({ ok: false, text: text.wrongPassword })
  })

  it('asks for the set-up link where one is required, and says when the server is unavailable', () => {
    expect(twoFactorOutcome({ kind: 'link-needed' }, start)).toEqual({ ok: false, text: text.linkNeeded })
    expect(twoFactorOutcome({ kind: 'unavailable' }, confirm)).toEqual({ ok: false, text: text.unavailable })
    expect(twoFactorOutcome({ kind: 'two-factor' }, start)).toEqual({ ok: false, text: text.unavailable })
  })

  it('takes the code typed with spaces as its digits', () => {
    expect(typedCode(' 123 456 ')).toBe('123456')
  })
})
