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
    // the signed string (with the ticket) is not part of the answer
    expect(Object.keys(result).sort()).toEqual(['appId', 'nonceStr', 'signature', 'timestamp'])
  })

  it('signs a URL of the site without its fragment and refuses other schemes and other hosts', () => {
    const site = 'https://expo.example.cn'
    expect(urlToSign('https://expo.example.cn/en/news/3?x=1#top', site)).toBe('https://expo.example.cn/en/news/3?x=1')
    expect(urlToSign('javascript:alert(1)', site)).toBeUndefined()
    expect(urlToSign('not a url', site)).toBeUndefined()
    expect(urlToSign('https://evil.example/', site)).toBeUndefined()
    expect(urlToSign('https://expo.example.cn.evil.example/', site)).toBeUndefined()
    expect(urlToSign('http://expo.example.cn/', site)).toBeUndefined()
    expect(urlToSign('https://expo.example.cn:8443/', site)).toBeUndefined()
  })

  it('never signs a private page (a badge: its token would leave for WeChat), in any spelling', () => {
    const site = 'https://expo.example.cn'
    for (const path of [
      '/badge/ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      '/en/badge/X',
      '/%62adge/X',
      '/newsletter/confirm?token=x',
    ])
      expect(urlToSign(`${site}${path}`, site), path).toBeUndefined()
  })

  it('makes fresh 16-character nonces', () => {
    const a = newNonce()
    expect(a).toHaveLength(16)
    expect(newNonce()).not.toBe(a)
  })
})
