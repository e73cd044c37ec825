import { useLingui } from '@lingui/react'
import { useLocalConfig } from '~/features/shell'
import * as css from './Header.css'
import { headerText } from './header-text'

/** The show's dates and venue, in the top bar. */
export function ShowInfo() {
  const { i18n } = useLingui()
  const date = useLocalConfig('exhibition_date')
  const address = useLocalConfig('exhibition_address')
  return (
    <dl className={css.showInfo}>
      <div className={css.infoItem}>
        <dt className={css.infoLabel}>{i18n._(headerText.date)}</dt>
        <dd className={css.infoValue} data-testid="show-date">
          {date}
        </dd>
      </div>
      <div className={`${css.infoItem} ${css.address}`}>
        <dt className={css.infoLabel}>{i18n._(headerText.address)}</dt>
        <dd className={css.infoValue} data-testid="show-address">
          {address}
        </dd>
      </div>
    </dl>
  )
}
