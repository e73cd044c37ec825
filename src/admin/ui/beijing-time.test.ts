import { describe, expect, it } from 'vitest'
import { fromBeijingInput, toBeijingInput } from './beijing-time'

describe('Beijing time in the editor', () => {
  it('shows an instant as Beijing wall-clock time and reads it back', () => {
    expect(toBeijingInput('2026-06-10T16:30:00.000Z')).toBe('2026-06-11T00:30')
    expect(fromBeijingInput('2026-06-11T00:30')).toBe('2026-06-10T16:30:00.000Z')
    expect(fromBeijingInput('not a date')).toBeUndefined()
  })
})
