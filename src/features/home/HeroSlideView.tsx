import { useLingui } from '@lingui/react'
import { Img } from '~/features/media'
import * as css from './HomePage.css'
import { type HeroSlide, heroText } from './hero'

/** One slide; the first is the page's largest image, so it loads eagerly with high priority. */
export function HeroSlideView({ slide, index, count }: { slide: HeroSlide; index: number; count: number }) {
  const { i18n } = useLingui()
  return (
    <figure
      className={css.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={i18n._({ ...heroText.slide, values: { index: index + 1, count } })}
    >
      <Img
        src={slide.src}
        alt={slide.alt}
        width={slide.width}
        height={slide.height}
        className={css.slideImage}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : undefined}
      />
      <figcaption className={css.slideCaption} aria-hidden="true">
        {slide.alt}
      </figcaption>
    </figure>
  )
}
