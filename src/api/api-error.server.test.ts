import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './api-error.server'

describe('isDatabaseUnavailable', () => {
  it('recognises a dropped connection however it is wrapped, and nothing else', () => {
    const rollback = new Error('Failed query: rollback', {
      cause: new Error('Client has encountered a connection error and is not queryable'),
    })
    expect(isDatabaseUnavailable(rollback)).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true)
    expect(
      isDatabaseUnavailable(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false)
  })
})
