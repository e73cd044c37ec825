import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { useConfig } from '~/features/shell'
import * as css from './Countdown.css'
import { type CountdownParts, countdownParts, pad2, secondsLeft } from './countdown'

const text = {
  label: msg`Countdown to the opening`,
  days: msg`Days`,
  hours: msg`Hours`,
  minutes: msg`Minutes`,
  seconds: msg`Seconds`,
}

/**
 * Days, hours, minutes and seconds until `exhibition_start_time`. The server and the first client
 * render show fixed-width dashes (the clock of the server and of the visitor differ, so any number
 * rendered on the server would mismatch on hydration); the numbers start on mount in boxes of the
 * same width, so nothing shifts. Ticks every second and stops at zero.
 */
export function Countdown() {
  const { i18n } = useLingui()
  const start = Number(useConfig('exhibition_start_time'))
  const [parts, setParts] = useState<CountdownParts | null>(null)

  useEffect(() => {
    let timer: number | undefined
    const tick = () => {
      const left = secondsLeft(start, Date.now())
      setParts(countdownParts(left))
      if (left > 0) {
        // align the next tick with the next whole second of the remaining time
        const delay = 1000 - (Date.now() % 1000) || 1000
        timer = window.setTimeout(tick, delay)
      }
    }
    tick()
    return () => window.clearTimeout(timer)
  }, [start])

  const unit = (value: number | undefined, label: (typeof text)['days'], key: string, wide = false) => (
    <span className={css.unit} data-unit={key}>
      <span className={wide ? css.valueWide : css.value}>{value === undefined ? '--' : pad2(value)}</span>
      <span className={css.label}>{i18n._(label)}</span>
    </span>
  )

  return (
    <div
      className={css.countdown}
      role="timer"
      aria-label={i18n._(text.label)}
      aria-live="off"
      data-testid="countdown"
      data-ready={parts ? 'true' : 'false'}
    >
      {unit(parts?.days, text.days, 'days', true)}
      {unit(parts?.hours, text.hours, 'hours')}
      {unit(parts?.minutes, text.minutes, 'minutes')}
      {unit(parts?.seconds, text.seconds, 'seconds')}
    </div>
  )
}
