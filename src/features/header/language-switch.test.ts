import { describe, expect, it } from 'vitest'
import { languageSwitchHref } from './LanguageSwitch'

describe('the language switch', () => {
  it('goes through the switch endpoint on public pages, query kept', () => {
    expect(languageSwitchHref('en', '/news', '?page=2')).toBe('/api/locale?to=en&next=%2Fnews%3Fpage%3D2')
  })

  it('never puts a private page’s address (its token) into a query', () => {
    const token = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    expect(languageSwitchHref('en', `/badge/${token}`, '')).toBe(`/en/badge/${token}`)
    expect(languageSwitchHref('cn', `/en/badge/${token}`, '')).toBe(`/badge/${token}`)
    expect(languageSwitchHref('en', '/newsletter/confirm', '?token=abc')).toBe('/en/newsletter/confirm?token=abc')
  })
})
