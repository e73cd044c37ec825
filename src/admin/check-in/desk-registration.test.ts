import { describe, expect, it } from 'vitest'
import type { ScanResult } from './contract'
import type { DeskRegistrationInput } from './desk-contract'
import { confirmableAfter, deskConfirmation, deskErrors, deskLang, deskOutcome, deskRequest } from './desk-registration'
import { deskText } from './desk-registration-text'

const sent: DeskRegistrationInput = {
  gate: 'South 3',
  lang: 'en',
  fields: { truename: 'Ada', email: 'ada@example.com', consentPrivacy: true },
  confirm: false,
}
const scan: ScanResult = {
  scanId: 'desk-1',
  outcome: 'first',
  truename: 'Ada',
  company: 'Leafy Imports',
  visitorType: 'retail',
  checkedInAt: '2025-06-11T01:00:00.000Z',
  checkedInGate: 'South 3',
}

describe('what the desk sends for the form as typed', () => {
  it('sends each text field, each consent as ticked or not, and the badge language beside the fields', () => {
    const form = new FormData()
    form.set('truename', 'Ada')
    form.set('email', 'ada@example.com')
    form.set('lang', 'en')
    form.set('consentPrivacy', 'on')
    expect(deskRequest(form, 'South 3')).toEqual({
      gate: 'South 3',
      lang: 'en',
      fields: {
        truename: 'Ada',
        email: 'ada@example.com',
        consentPrivacy: true,
        consentExhibitors: false,
        consentNews: false,
      },
      confirm: false,
    })
  })

  it('mails the badge in Chinese unless English is chosen', () => {
    expect(deskRequest(new FormData(), 'North 1').lang).toBe('cn')
    expect(deskLang('en')).toBe('en')
    expect(deskLang('zh-CN')).toBe('cn')
    expect(deskLang(null)).toBe('cn')
  })

  it('confirms only the details sent, unchanged', () => {
    expect(deskConfirmation(sent)).toEqual({ ...sent, confirm: true })
  })
})

describe('what the desk says of an answer', () => {
  it('refuses marked fields, and says so apart when only the notice shown is stale', () => {
    expect(deskOutcome({ kind: 'invalid', errors: { email: 'Bad' } })).toEqual({ ok: false, text: deskText.invalid })
    expect(deskOutcome({ kind: 'invalid', errors: { noticeVersion: 'Old' } })).toEqual({
      ok: false,
      text: deskText.noticeStale,
    })
  })

  it('gives the wait of a rate limit in whole minutes, rounded up', () => {
    const limited = deskOutcome({ kind: 'limited', retryAfterSeconds: 61 })
    expect(limited.ok).toBe(false)
    expect(limited.text?.values).toEqual({ minutes: 2 })
  })

  it('says a registration on file is on file, and whether the name matched', () => {
    expect(deskOutcome({ kind: 'on-file', nameMatches: false })).toEqual({ ok: true, text: deskText.onFile })
    expect(deskOutcome({ kind: 'on-file', nameMatches: true })).toEqual({ ok: true, text: deskText.nameMatches })
  })

  it('says whether the check-in registered the visitor or used the registration on file', () => {
    const checkedIn = (created: boolean) => deskOutcome({ kind: 'checked-in', created, scan, label: null })
    expect(checkedIn(true)).toEqual({ ok: true, text: deskText.registered })
    expect(checkedIn(false)).toEqual({ ok: true, text: deskText.checkedInOnFile })
    expect(deskOutcome({ kind: 'unavailable' })).toEqual({ ok: false, text: deskText.unavailable })
  })

  it('marks the fields of a refusal and clears them with any other answer', () => {
    expect(deskErrors({ kind: 'invalid', errors: { email: 'Bad' } })).toEqual({ email: 'Bad' })
    expect(deskErrors({ kind: 'on-file', nameMatches: false })).toEqual({})
  })
})

describe('the offer to check in the registration on file', () => {
  it('is made only when the name typed matches the one on file, with the details just sent', () => {
    expect(confirmableAfter({ kind: 'on-file', nameMatches: true }, sent)).toBe(sent)
    expect(confirmableAfter({ kind: 'on-file', nameMatches: false }, sent)).toBeNull()
  })

  it('is withdrawn by any other answer', () => {
    expect(confirmableAfter({ kind: 'checked-in', created: false, scan, label: null }, sent)).toBeNull()
    expect(confirmableAfter({ kind: 'unavailable' }, sent)).toBeNull()
    expect(confirmableAfter({ kind: 'invalid', errors: {} }, sent)).toBeNull()
  })
})
