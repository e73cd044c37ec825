import { describe, expect, it } from 'vitest'
import { searchNewsHref } from './search'

describe('searchNewsHref', () => {
  it('is null for a blank keyword', () => {
    expect(searchNewsHref('', 'cn')).toBeNull()
    expect(searchNewsHref('   ', 'en')).toBeNull()
  })
  it('writes the search-news page for the locale, keyword encoded', () => {
    expect(searchNewsHref(' 有机 茶 ', 'cn')).toBe('/search-news?keywords=%E6%9C%89%E6%9C%BA+%E8%8C%B6')
    expect(searchNewsHref('tea', 'en')).toBe('/en/search-news?keywords=tea')
  })
})
