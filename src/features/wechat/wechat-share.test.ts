import { describe, expect, it } from 'vitest'
import { isWeChatBrowser } from './share-in-wechat'
import { signableUrl } from './wechat-share'

describe('wechat share helpers', () => {
  it('detects the WeChat in-app browser only', () => {
    expect(isWeChatBrowser('Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.50 NetType/WIFI')).toBe(true)
    expect(isWeChatBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(false)
  })
  it('signs the URL without its fragment', () => {
    expect(signableUrl('https://a.cn/en/news/3?x=1#top')).toBe('https://a.cn/en/news/3?x=1')
    expect(signableUrl('https://a.cn/')).toBe('https://a.cn/')
  })
})
