import { describe, expect, it } from 'vitest'
import { accountActionOutcome, linkOf } from './account-actions'
import { accountActionsText as text } from './account-actions-text'

// What an account row's actions say of the server's answers, without a screen or a server.
const email = 'sales@example.cn'

describe('account row actions', () => {
  it('says a change is saved, or that the link is shown', () => {
    expect(accountActionOutcome(email, { ok: true }, { kind: 'role', role: 'editor' })).toEqual({
      ok: true,
      text: { ...text.changed, values: { email } },
    })
    expect(accountActionOutcome(email, { ok: true }, { kind: 'disabled', disabled: true })).toEqual({
      ok: true,
      text: { ...text.changed, values: { email } },
    })
    expect(accountActionOutcome(email, { ok: true, link: 'https://x/#t' }, { kind: 'reset' })).toEqual({
      ok: true,
      text: { ...text.linkShown, values: { email } },
    })
  })

  it('gives the server reason for a refusal', () => {
    expect(accountActionOutcome(email, { ok: false, reason: 'last-admin' }, { kind: 'role', role: 'sales' })).toEqual({
      ok: false,
      text: text.refused['last-admin'],
    })
    expect(accountActionOutcome(email, { ok: false, reason: 'not-found' }, { kind: 'two-factor' })).toEqual({
      ok: false,
      text: text.refused['not-found'],
    })
  })

  it('shows the link a link request brought, and none after a refusal or a failure', () => {
    expect(linkOf('two-factor', { ok: true, link: 'https://x/#e' })).toEqual({
      kind: 'two-factor',
      link: 'https://x/#e',
    })
    expect(linkOf('reset', { ok: false, reason: 'not-found' })).toBeNull()
    expect(linkOf('reset', undefined)).toBeNull()
    expect(linkOf('reset', { ok: true })).toBeNull()
  })
})
