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
  const step = (type: 'previous' | 'next') => (
    <button
      type="button"
      className={css.control}
      onClick={() => onAction({ type })}
      aria-label={i18n._(heroText[type])}
      data-hero-control={type}
    >
      {type === 'previous' ? '‹' : '›'}
    </button>
  )
  return (
    <div className={css.controls}>
      {step('previous')}
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
      {step('next')}
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
