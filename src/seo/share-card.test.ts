import { describe, expect, it } from 'vitest'
import { SHARE_CARD, shareImage } from './share-card'

describe('shareImage', () => {
  it('keeps raster pictures and replaces SVG or nothing by the share card', () => {
    expect(shareImage('/media/news/cover.jpg')).toBe('/media/news/cover.jpg')
    expect(shareImage('https://cdn.example.cn/a/b.webp?v=2')).toBe('https://cdn.example.cn/a/b.webp?v=2')
    expect(shareImage('/media/news/cover.svg')).toBe(SHARE_CARD.src)
    expect(shareImage(undefined)).toBe(SHARE_CARD.src)
    expect(shareImage('')).toBe(SHARE_CARD.src)
  })
})
