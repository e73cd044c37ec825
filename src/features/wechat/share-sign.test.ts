import { describe, expect, it } from 'vitest'
import { newNonce, signShare, urlToSign } from './share-sign'

describe('WeChat share signature', () => {
  it('matches the public test vector', () => {
    const result = signShare({
      appId: 'wx0000000000000000',
      ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com',
    })
    expect(result.signature).toBe('f4d90daf4b3bca3078ab155816175ba34c443a7b')
    expect(result.rawString).toBe(
      'jsapi_ticket=sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg&noncestr=Wm3WZYTPz0wzccnW&timestamp=1414587457&url=http://mp.weixin.qq.com',
    )
  })

  it('signs the URL without its fragment and refuses other schemes', () => {
    expect(urlToSign('https://expo.example.cn/en/news/3?x=1#top')).toBe('https://expo.example.cn/en/news/3?x=1')
    expect(urlToSign('javascript:alert(1)')).toBeUndefined()
    expect(urlToSign('not a url')).toBeUndefined()
  })

  it('makes fresh 16-character nonces', () => {
    const a = newNonce()
    expect(a).toHaveLength(16)
    expect(newNonce()).not.toBe(a)
  })
})
