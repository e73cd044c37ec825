import { describe, expect, it } from 'vitest'
import { SETTINGS, type SettingKey } from './contract'
import { inputAttributes, inputsOf, shownValue, storedValue } from './settings-form'
import { groups } from './settings-text'

// The settings form's rules without a screen: which inputs a setting has, what kind of input each
// is, and how a date and time travels between the stored instant and Beijing time in the field.
describe('settings form', () => {
  it('edits a pair in Chinese and English side by side, anything else in one input', () => {
    expect(inputsOf('exhibition_date')).toEqual([
      { entry: 'exhibition_date_cn', kind: 'pair', language: { lang: 'zh-CN', name: 'chinese' } },
      { entry: 'exhibition_date_en', kind: 'pair', language: { lang: 'en', name: 'english' } },
    ])
    expect(inputsOf('edition')).toEqual([{ entry: 'edition', kind: 'number' }])
  })

  it('gives each kind the input a browser and a phone keyboard can help with', () => {
    expect(inputAttributes('datetime').type).toBe('datetime-local')
    expect(inputAttributes('optionalDatetime').type).toBe('datetime-local')
    expect(inputAttributes('https').type).toBe('url')
    expect(inputAttributes('optionalHttps').type).toBe('url')
    expect(inputAttributes('email').type).toBe('email')
    expect(inputAttributes('optionalEmail').type).toBe('email')
    expect(inputAttributes('pair').type).toBe('text')
    expect(inputAttributes('number')).toEqual({ type: 'text', spellCheck: undefined, inputMode: 'numeric' })
    expect(inputAttributes('picture').spellCheck).toBe(false)
    expect(inputAttributes('optionalShareCard').spellCheck).toBe(false)
    expect(inputAttributes('text').spellCheck).toBeUndefined()
  })

  it('shows a stored instant in Beijing time and keeps a typed one as an instant', () => {
    expect(shownValue('datetime', '2025-06-11T01:00:00.000Z')).toBe('2025-06-11T09:00')
    expect(storedValue('datetime', '2025-06-11T09:00')).toBe('2025-06-11T01:00:00.000Z')
    expect(shownValue('optionalDatetime', '')).toBe('')
    expect(shownValue('optionalDatetime', undefined)).toBe('')
    // A half-typed date is no instant yet: kept empty, so the server marks the field.
    expect(storedValue('datetime', '')).toBe('')
  })

  it('keeps any other value as typed', () => {
    expect(shownValue('text', 'Hall N5')).toBe('Hall N5')
    expect(shownValue('text', undefined)).toBe('')
    expect(storedValue('text', ' Hall N5 ')).toBe(' Hall N5 ')
  })

  it('places every setting in exactly one fieldset', () => {
    const placed: SettingKey[] = groups.flatMap((group) => [...group.keys])
    expect([...placed].sort()).toEqual((Object.keys(SETTINGS) as SettingKey[]).sort())
  })
})
