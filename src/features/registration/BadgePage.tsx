import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { groupedToken } from '~/contracts/badge-token'
import type { VisitorType } from '~/db/schema-enums'
import { calendarHref } from '~/features/calendar'
import { useShellData } from '~/features/shell'
import { useLocale } from '~/routing/locale'
import { QrCode } from '~/ui/QrCode'
import * as css from './BadgePage.css'
import { keepBadgeOffline } from './badge-offline'
import type { QrPath } from './badge-qr.server'
import { VISITOR_TYPE_LABELS } from './registration-text'
import { badgeTitle } from './registration-titles'

const text = {
  title: badgeTitle,
  trade: msg`Trade visitor`,
  cancelled: msg`This registration was cancelled: the badge is not valid.`,
  qr: msg`QR code of your badge`,
  code: msg`Badge code`,
  dates: msg`Show dates`,
  hall: msg`Hall`,
  hours: msg`Opening hours`,
  show: msg`Show this QR code at the entrance, on your phone or printed. The badge is personal.`,
  print: msg`Print the badge (A6)`,
  calendar: msg`Add to calendar`,
  offline: msg`Once opened, this page stays readable on this device without a network connection.`,
}

export interface BadgeView {
  token: string
  truename: string
  company: string
  visitorType: VisitorType
  cancelled: boolean
  qr: QrPath
}

/** The visitor's e-badge: who, the QR code (the token only), when and where; printable on A6. */
export function BadgePage({ badge }: { badge: BadgeView }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { config } = useShellData()
  const c = (code: string) => config[`${code}_${locale}`] ?? ''
  useEffect(() => {
    keepBadgeOffline(locale).catch(() => undefined)
  }, [locale])
  return (
    <article className={css.badge} aria-labelledby="badge-name" data-testid="badge" data-print-badge>
      <p className={css.kicker}>
        {c('brand_name')} · {i18n._(text.title)}
      </p>
      <h1 id="badge-name" className={css.name}>
        {badge.truename}
      </h1>
      <p className={css.company}>{badge.company}</p>
      <p className={css.type}>
        {i18n._(text.trade)} · {i18n._(VISITOR_TYPE_LABELS[badge.visitorType])}
      </p>
      {badge.cancelled ? (
        <p role="alert" className={css.cancelled}>
          {i18n._(text.cancelled)}
        </p>
      ) : (
        <figure className={css.qrFigure}>
          <QrCode qr={badge.qr} label={i18n._(text.qr)} className={css.qr} testId="badge-qr" />
          <figcaption className={css.code}>
            {i18n._(text.code)}: <span data-testid="badge-code">{groupedToken(badge.token)}</span>
          </figcaption>
        </figure>
      )}
      <dl className={css.facts}>
        <dt>{i18n._(text.dates)}</dt>
        <dd>{c('exhibition_date')}</dd>
        <dt>{i18n._(text.hall)}</dt>
        <dd>{c('exhibition_address')}</dd>
        <dt>{i18n._(text.hours)}</dt>
        <dd>{c('exhibition_hours')}</dd>
      </dl>
      <p className={css.note}>{i18n._(text.show)}</p>
      <p className={css.actions}>
        <a className={css.action} href={calendarHref(locale)} download>
          {i18n._(text.calendar)}
        </a>
        <button type="button" className={css.action} onClick={() => window.print()}>
          {i18n._(text.print)}
        </button>
      </p>
      <p className={css.note}>{i18n._(text.offline)}</p>
    </article>
  )
}
