import { describe, expect, it } from 'vitest'
import { type HeroAction, heroEyebrow, onArrowKeys, swipeAction } from './hero'

describe('the home hero', () => {
  it('moves a slide for a swipe of at least 40 px, leftwards to the next', () => {
    expect(swipeAction(-40)).toEqual({ type: 'next' })
    expect(swipeAction(60)).toEqual({ type: 'previous' })
    expect(swipeAction(39)).toBeNull()
    expect(swipeAction(-39)).toBeNull()
  })

  it('takes the arrow keys (stopping their scroll) and leaves every other key alone', () => {
    const acted: HeroAction[] = []
    const handler = onArrowKeys((action) => acted.push(action))
    let prevented = 0
    const key = (k: string) => handler({ key: k, preventDefault: () => prevented++ })
    key('ArrowLeft')
    key('ArrowRight')
    key('Enter')
    expect(acted).toEqual([{ type: 'previous' }, { type: 'next' }])
    expect(prevented).toBe(2)
  })

  it('writes the dates and venue above the title, either left out when not set', () => {
    expect(heroEyebrow('11-13 June 2025', 'Hall N5')).toBe('11-13 June 2025 · Hall N5')
    expect(heroEyebrow('', 'Hall N5')).toBe('Hall N5')
    expect(heroEyebrow('', '')).toBe('')
  })
})
