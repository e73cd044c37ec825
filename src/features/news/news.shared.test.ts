import { describe, expect, it } from 'vitest'
import { highlightParts } from './news.shared'
import { pageWindow } from './Pager'

describe('highlightParts', () => {
  it('marks every keyword, case-insensitively, Chinese as substrings', () => {
    expect(highlightParts('有机茶与有机咖啡', ['有机'])).toEqual([
      { text: '有机', match: true },
      { text: '茶与', match: false },
      { text: '有机', match: true },
      { text: '咖啡', match: false },
    ])
    expect(highlightParts('Organic tea, organic TEA', ['organic', 'tea']).filter((p) => p.match)).toHaveLength(4)
  })

  it('treats regex characters and markup in keywords as plain text', () => {
    expect(
      highlightParts('a+b (c) <b>', ['a+b', '(c)', '<b>'])
        .filter((p) => p.match)
        .map((p) => p.text),
    ).toEqual(['a+b', '(c)', '<b>'])
  })

  it('returns the text unmarked without keywords', () => {
    expect(highlightParts('text', [])).toEqual([{ text: 'text', match: false }])
    expect(highlightParts('', ['a'])).toEqual([])
  })
})

describe('pageWindow', () => {
  it('keeps first, last and neighbours, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 4)).toEqual([1, 2, 'gap', 4])
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
  })
})
