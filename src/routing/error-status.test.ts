import { describe, expect, it } from 'vitest'
import { HttpError, publicMessageOfError, statusOfError } from './error-status'

describe('statusOfError (spec section 8)', () => {
  it('takes statusCode, then status, then response.status, default 500', () => {
    expect(statusOfError({ statusCode: 503, status: 400 })).toBe(503)
    expect(statusOfError({ status: 410 })).toBe(410)
    expect(statusOfError({ response: { status: 429 } })).toBe(429)
    expect(statusOfError(new Error('boom'))).toBe(500)
    expect(statusOfError('boom')).toBe(500)
    expect(statusOfError({ status: 'x' })).toBe(500)
    expect(statusOfError({ status: 200 })).toBe(500)
  })
  it('shows only messages of errors raised on purpose', () => {
    expect(publicMessageOfError(new HttpError(503, 'Down for maintenance'))).toBe('Down for maintenance')
    expect(publicMessageOfError(Object.assign(new Error('Gone'), { status: 410 }))).toBe('Gone')
    expect(publicMessageOfError(new Error('ECONNREFUSED 10.0.0.3:5432'))).toBeUndefined()
  })
})
