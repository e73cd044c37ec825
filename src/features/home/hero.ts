import { msg } from '@lingui/core/macro'

export interface HeroSlide {
  id: number
  src: string
  alt: string
  width: number
  height: number
}

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
