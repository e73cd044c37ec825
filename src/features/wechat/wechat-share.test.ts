import { describe, expect, it } from 'vitest'
import { isWeChatBrowser, sharesPage } from './share-in-wechat'
import { signableUrl } from './wechat-share'

describe('wechat share helpers', () => {
  it('detects the WeChat in-app browser only', () => {
    expect(isWeChatBrowser('Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.50 NetType/WIFI')).toBe(true)
    expect(isWeChatBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(false)
  })
  it('sets no share card on a private page (its token would be signed and shared)', () => {
    const weChat = 'Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.50 NetType/WIFI'
    expect(sharesPage(weChat, '/en/news/3')).toBe(true)
    expect(sharesPage(weChat, '/badge/ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe(false)
    expect(sharesPage(weChat, '/en/badge/ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe(false)
    expect(sharesPage('Mozilla/5.0 (X11; Linux x86_64) Chrome/130', '/en/news/3')).toBe(false)
  })
  it('signs the URL without its fragment', () => {
    expect(signableUrl('https://a.cn/en/news/3?x=1#top')).toBe('https://a.cn/en/news/3?x=1')
    expect(signableUrl('https://a.cn/')).toBe('https://a.cn/')
  })
})
