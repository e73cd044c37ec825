import { describe, expect, it } from 'vitest'
import { preregHref } from './prereg'

describe('preregHref', () => {
  const config = { prereg_url: 'https://reg.example-expo.cn/visitor', prereg_promo_code: 'OFE2025VIP' }
  it('adds the promo code, and the language only for English', () => {
    expect(preregHref(config, 'cn')).toBe('https://reg.example-expo.cn/visitor?promo=OFE2025VIP')
    expect(preregHref(config, 'en')).toBe('https://reg.example-expo.cn/visitor?lang=en&promo=OFE2025VIP')
  })
  it('is undefined without a valid URL', () => {
    expect(preregHref({}, 'cn')).toBeUndefined()
    expect(preregHref({ prereg_url: 'not a url' }, 'cn')).toBeUndefined()
  })
})
