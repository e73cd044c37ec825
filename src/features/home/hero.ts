import { msg } from '@lingui/core/macro'
import type { HeroSlideDto } from '~/contracts/content'

export type HeroSlide = HeroSlideDto

export const heroText = {
  carousel: msg`Highlights of the fair`,
  slide: msg`Slide {index} of {count}`,
  previous: msg`Previous slide`,
  next: msg`Next slide`,
  goTo: msg`Go to slide {index}`,
  pause: msg`Pause the slide show`,
  play: msg`Play the slide show`,
}

/** Autoplay interval; never used when the visitor prefers reduced motion. */
export const AUTOPLAY_MS = 6000

/** What a visitor (or the autoplay timer) asked the slide show to do. */
export type HeroAction = { type: 'previous' } | { type: 'next' } | { type: 'go'; index: number }

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** A keydown handler: the arrow keys move the slide show (their default scroll is stopped); other keys are left alone. */
export function onArrowKeys(act: (action: HeroAction) => void) {
  return (event: { key: string; preventDefault(): void }) => {
    const action: HeroAction | null =
      event.key === 'ArrowLeft' ? { type: 'previous' } : event.key === 'ArrowRight' ? { type: 'next' } : null
    if (!action) return
    event.preventDefault()
    act(action)
  }
}

/** A horizontal swipe of at least 40 px moves one slide (leftwards: the next one). */
export function swipeAction(deltaX: number): HeroAction | null {
  if (Math.abs(deltaX) < 40) return null
  return deltaX < 0 ? { type: 'next' } : { type: 'previous' }
}

/** The line above the hero's title: the show's dates and venue, either left out when not set ('' for neither). */
export const heroEyebrow = (date: string, address: string) => [date, address].filter(Boolean).join(' · ')
