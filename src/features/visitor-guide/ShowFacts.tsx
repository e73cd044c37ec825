import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { calendarHref } from '~/features/calendar'
import { blocks, PageSection } from '~/features/page-blocks'
import { useShellData } from '~/features/shell'
import { useLocale } from '~/routing/locale'
import * as css from './VisitorGuidePage.css'
import { splitHours } from './visitor-guide'

const text = {
  whenWhere: msg`Dates and venue`,
  dates: msg`Dates`,
  hours: msg`Opening hours`,
  venue: msg`Venue`,
  address: msg`Address`,
  addToCalendar: msg`Add to calendar (.ics)`,
}

/** When and where: the show's dates and hours (with a calendar file) and its venue, from the site settings. */
export function ShowFacts() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { config } = useShellData()
  const c = (code: string) => config[`${code}_${locale}`] ?? ''
  return (
    <PageSection headingId="vg-when" title={i18n._(text.whenWhere)}>
      <div className={css.facts}>
        <div className={blocks.card}>
          <dl className={blocks.dl}>
            <dt>{i18n._(text.dates)}</dt>
            <dd data-testid="show-dates">{c('exhibition_date')}</dd>
            <dt>{i18n._(text.hours)}</dt>
            <dd>
              <ul className={css.hoursList} data-testid="show-hours">
                {splitHours(c('exhibition_hours')).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </dd>
          </dl>
          <p className={blocks.actions}>
            <a className={blocks.linkButton} href={calendarHref(locale)} download>
              {i18n._(text.addToCalendar)}
            </a>
          </p>
        </div>
        <div className={blocks.card}>
          <dl className={blocks.dl}>
            <dt>{i18n._(text.venue)}</dt>
            <dd data-testid="show-venue">{c('exhibition_address')}</dd>
            <dt>{i18n._(text.address)}</dt>
            <dd>{c('venue_street_address')}</dd>
          </dl>
        </div>
      </div>
    </PageSection>
  )
}
