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

describe('shareImage with a card chosen in the settings', () => {
  it('prefers the page’s own raster picture, then the chosen card, then the built-in one', () => {
    expect(shareImage('/media/news/cover.jpg', '/uploads/ab/card.jpg')).toBe('/media/news/cover.jpg')
    expect(shareImage('/media/news/cover.svg', '/uploads/ab/card.jpg')).toBe('/uploads/ab/card.jpg')
    expect(shareImage(undefined, '/uploads/ab/card.png')).toBe('/uploads/ab/card.png')
    expect(shareImage(undefined, '/uploads/ab/card.svg')).toBe(SHARE_CARD.src)
    expect(shareImage(undefined, '')).toBe(SHARE_CARD.src)
  })
})
