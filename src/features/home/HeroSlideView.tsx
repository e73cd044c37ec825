import { useLingui } from '@lingui/react'
import { Img } from '~/features/media'
import * as css from './HomePage.css'
import { type HeroSlide, heroText } from './hero'

/** One slide; the first is the page's largest image, so it loads eagerly with high priority. */
export function HeroSlideView({
  slide,
  index,
  count,
  current = true,
}: {
  slide: HeroSlide
  index: number
  count: number
  /** False for the slides out of view in the live slide show: their links leave the tab order. */
  current?: boolean
}) {
  const { i18n } = useLingui()
  return (
    // A plain group, not a <figure>: the APG slide pattern needs role="group", which a figure with a
    // caption may not take (the Nu HTML checker refuses it).
    // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA's carousel pattern makes each slide a group with aria-roledescription="slide"; a <fieldset> is for form controls
    <div
      className={css.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={i18n._({ ...heroText.slide, values: { index: index + 1, count } })}
      inert={!current}
    >
      {/* The caption below says what the slide is about; the picture itself adds nothing to read. */}
      <Img
        src={slide.src}
        srcSet={slide.srcset ?? undefined}
        sizes="100vw"
        alt=""
        width={slide.width}
        height={slide.height}
        className={css.slideImage}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : undefined}
      />
      <p className={css.slideCaption}>
        {slide.link ? (
          <a href={slide.link} className={css.slideLink}>
            {slide.title}
          </a>
        ) : (
          slide.title
        )}
        {slide.text && <span className={css.slideText}>{slide.text}</span>}
      </p>
    </div>
  )
}
