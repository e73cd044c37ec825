import { describe, expect, it } from 'vitest'
import { attemptOf, isAppCode, signInFailureText, signInOutcome } from './sign-in'
import { lockedText, signInText as text } from './sign-in-text'

// The sign-in form's rules without a screen: what each step sends and what each answer says.
const form = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.set(name, value)
  return data
}

describe('signing in', () => {
  it('sends the e-mail and password, then the code without its spaces', () => {
    expect(attemptOf('password', form({ email: 'a@example.cn', password: 'pw' }))).toEqual({
      kind: 'password',
      email: 'a@example.cn',
      password: 'pw',
    })
    expect(attemptOf('password', form({}))).toEqual({ kind: 'password', email: '', password: '' })
    expect(attemptOf('code', form({ code: '123 456' }))).toEqual({ kind: 'code', code: '123456' })
  })

  it("tells the app's six digits from a backup code", () => {
    expect(isAppCode('123456')).toBe(true)
    expect(isAppCode('abcde-12345')).toBe(false)
    expect(isAppCode('1234567')).toBe(false)
  })

  it('says nothing when signed in or asked for the code, and why otherwise', () => {
    expect(signInOutcome({ kind: 'signed-in' })).toEqual({ ok: true, text: null })
    expect(signInOutcome({ kind: 'two-factor' })).toEqual({ ok: true, text: null })
    expect(signInOutcome({ kind: 'wrong-password' })).toEqual({ ok: false, text: text.wrongPassword })
    expect(signInFailureText({ kind: 'disabled' })).toBe(text.disabled)
    expect(signInFailureText({ kind: 'unavailable' })).toBe(text.unavailable)
  })

  it('gives a lockout in whole minutes, at least one', () => {
    expect(signInFailureText({ kind: 'locked', retryAfterSeconds: 10 })).toEqual(lockedText(1))
    expect(signInFailureText({ kind: 'locked', retryAfterSeconds: 61 })).toEqual(lockedText(2))
  })
})
