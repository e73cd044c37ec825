import { describe, expect, it } from 'vitest'
import { searchKeywords } from './search'

describe('searchKeywords', () => {
  it('is null for a blank input', () => {
    expect(searchKeywords('')).toBeNull()
    expect(searchKeywords('   ')).toBeNull()
  })
  it('is the trimmed input otherwise', () => {
    expect(searchKeywords(' 有机 茶 ')).toBe('有机 茶')
  })
})
