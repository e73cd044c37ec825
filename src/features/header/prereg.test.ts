import { describe, expect, it } from 'vitest'
import { preregHref } from './prereg'

describe('preregHref', () => {
  it('adds the promotion code, and the language only for English', () => {
    expect(preregHref('https://reg.example.cn/visitor', 'OFE', 'cn')).toBe('https://reg.example.cn/visitor?code=OFE')
    expect(preregHref('https://reg.example.cn/visitor', 'OFE', 'en')).toBe(
      'https://reg.example.cn/visitor?code=OFE&lang=en',
    )
  })
  it('keeps existing parameters and tolerates missing values', () => {
    expect(preregHref('https://reg.example.cn/v?a=1', '', 'cn')).toBe('https://reg.example.cn/v?a=1')
    expect(preregHref('', 'OFE', 'en')).toBe('')
  })
})
