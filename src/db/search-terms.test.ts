import { describe, expect, it } from 'vitest'
import { likeContains, likePrefix, splitKeywords } from './search-terms'

describe('splitKeywords', () => {
  it('splits on ASCII and ideographic spaces, dedupes and normalises full-width input', () => {
    expect(splitKeywords('  有机\u3000食品  organic 有机 ')).toEqual(['有机', '食品', 'organic'])
    expect(splitKeywords('ＯＲＧＡＮＩＣ')).toEqual(['ORGANIC'])
    expect(splitKeywords(' \t ')).toEqual([])
  })

  it('bounds the number and length of terms', () => {
    expect(splitKeywords(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(8)
    expect(splitKeywords('x'.repeat(500))[0]).toHaveLength(64)
  })
})

describe('LIKE patterns', () => {
  it('escape wildcards and the escape character', () => {
    expect(likeContains('50%_off\\')).toBe('%50\\%\\_off\\\\%')
    expect(likePrefix('review.')).toBe('review.%')
  })
})
