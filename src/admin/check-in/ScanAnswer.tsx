import { useLingui } from '@lingui/react'
import { formatBeijingTime } from '../ui/beijing-time'
import * as own from './CheckInPage.css'
import { checkInTypeText, checkInText as text } from './check-in-text'
import type { ShownAnswer } from './door-scan'

const ICONS = { first: '✓', repeat: '!', unknown: '✕', cancelled: '✕' } as const
const HEADINGS = { first: text.first, repeat: text.repeat, unknown: text.unknown, cancelled: text.cancelled }

/** The big answer to a scan: colour, an icon and words (never colour alone). */
export function ScanAnswer({ shown }: { shown: ShownAnswer }) {
  const { i18n } = useLingui()
  const time = shown.checkedInAt ? formatBeijingTime(i18n, shown.checkedInAt, 'time') : ''
  return (
    <div className={own.answer[shown.outcome]} data-testid="check-in-answer" data-outcome={shown.outcome}>
      <span className={own.icon} aria-hidden="true">
        {ICONS[shown.outcome]}
      </span>
      <div>
        <p className={own.heading}>{i18n._(HEADINGS[shown.outcome])}</p>
        {shown.truename ? <p className={own.name}>{shown.truename}</p> : null}
        {shown.company ? <p>{shown.company}</p> : null}
        {shown.visitorType ? <p>{i18n._(checkInTypeText[shown.visitorType])}</p> : null}
        {shown.outcome === 'repeat' ? (
          <p>{i18n._({ ...text.repeatAt, values: { time, gate: shown.checkedInGate ?? '' } })}</p>
        ) : null}
        {shown.offline ? <p>{i18n._(text.offlineNote)}</p> : null}
      </div>
    </div>
  )
}
