import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error.server'
import { assertSameSite } from './same-site.server'

const post = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/register/confirm', { method: 'POST', headers })

const refused = (headers: Record<string, string>) => {
  try {
    assertSameSite(post(headers))
    return false
  } catch (error) {
    return error instanceof ApiError && error.status === 403
  }
}

describe('the public forms’ same-site check', () => {
  it('takes a form of a no-referrer page: Origin null, but the browser says same-origin', () => {
    expect(refused({ origin: 'null', 'sec-fetch-site': 'same-origin' })).toBe(false)
    expect(refused({ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' })).toBe(false)
  })

  it('refuses a null origin the browser does not vouch for', () => {
    expect(refused({ origin: 'null' })).toBe(true)
    expect(refused({ origin: 'null', 'sec-fetch-site': 'cross-site' })).toBe(true)
  })
})
