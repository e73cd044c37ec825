import { useLingui } from '@lingui/react'
import * as css from './HomePage.css'
import { type HeroAction, heroText } from './hero'

interface HeroControlsProps {
  count: number
  selected: number
  playing: boolean
  onAction: (action: HeroAction) => void
  onTogglePlay: () => void
}

/**
 * Previous/next, one button per slide and the autoplay toggle. The static first frame renders
 * the same controls, so they are there (and keyboard-usable) before the slide show's code loads.
 */
export function HeroControls({ count, selected, playing, onAction, onTogglePlay }: HeroControlsProps) {
  const { i18n } = useLingui()
  return (
    <div className={css.controls}>
      <button
        type="button"
        className={css.control}
        onClick={() => onAction({ type: 'previous' })}
        data-hero-control="previous"
        aria-label={i18n._(heroText.previous)}
      >
        ‹
      </button>
      <div className={css.dots}>
        {Array.from({ length: count }, (_, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one button per slide position
            key={index}
            type="button"
            className={css.dot}
            aria-current={index === selected ? 'true' : undefined}
            aria-label={i18n._({ ...heroText.goTo, values: { index: index + 1 } })}
            onClick={() => onAction({ type: 'go', index })}
            data-hero-control={`go-${index}`}
          />
        ))}
      </div>
      <button
        type="button"
        className={css.control}
        onClick={() => onAction({ type: 'next' })}
        data-hero-control="next"
        aria-label={i18n._(heroText.next)}
      >
        ›
      </button>
      <button
        type="button"
        className={css.control}
        onClick={onTogglePlay}
        aria-label={i18n._(playing ? heroText.pause : heroText.play)}
        aria-pressed={!playing}
        data-testid="hero-autoplay"
        data-hero-control="autoplay"
      >
        {playing ? '❚❚' : '▶'}
      </button>
    </div>
  )
}
