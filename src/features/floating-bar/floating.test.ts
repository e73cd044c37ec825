import { describe, expect, it } from 'vitest'
import { floatingBarStartsExpanded } from './floating'

describe('floatingBarStartsExpanded', () => {
  it('is expanded only on the home pages wider than 1600 px', () => {
    expect(floatingBarStartsExpanded('/', 1920)).toBe(true)
    expect(floatingBarStartsExpanded('/en', 1920)).toBe(true)
    expect(floatingBarStartsExpanded('/en/', 1601)).toBe(true)
    expect(floatingBarStartsExpanded('/', 1600)).toBe(false)
    expect(floatingBarStartsExpanded('/introduce', 1920)).toBe(false)
    expect(floatingBarStartsExpanded('/en/news/3', 1920)).toBe(false)
  })
})
