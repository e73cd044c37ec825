import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { TransportDto } from '~/contracts/content'
import { TRANSPORT_MODES, type TransportMode } from '~/db/schema-enums'
import { calendarHref } from '~/features/calendar'
import { preregHref } from '~/features/header'
import { blocks, ContentPage, ExternalLink, formatNumber, msgWith, PageSection, RichHtml } from '~/features/page-blocks'
import { useLocalRichConfig, useShellData } from '~/features/shell'
import { useLocale, useLocaleParams } from '~/routing/locale'
import { visuallyHidden } from '~/ui/primitives.css'
import * as css from './VisitorGuidePage.css'
import { visitorGuideQuery } from './visitor-guide.queries'

const text = {
  intro: msg`Everything you need for your visit: opening hours, the venue, how to get there, where to stay and how to register in advance.`,
  whenWhere: msg`Dates and venue`,
  dates: msg`Dates`,
  hours: msg`Opening hours`,
  venue: msg`Venue`,
  address: msg`Address`,
  addToCalendar: msg`Add to calendar (.ics)`,
  preregTitle: msg`Register online before your visit`,
  preregText: msg`Pre-registered trade visitors receive an e-badge with a QR code and enter faster. Use the promotion code {code} for free admission.`,
  preregButton: msg`Pre-register now`,
  preregOwnText: msg`Pre-registered trade visitors receive an e-badge with a QR code by e-mail and enter without queueing for a badge.`,
  newWindow: msg`(opens in a new window)`,
  transport: msg`Getting there`,
  hotels: msg`Partner hotels`,
  hotelsIntro: msg`Fair rates per room and night, bookable with the hotels directly under the keyword of the fair.`,
  roomType: msg`Room type`,
  travelTime: msg`To the venue`,
  freeServices: msg`Free services`,
  rate: msg`Fair rate`,
  perNight: msg`RMB {price} per night`,
  website: msg`Hotel website`,
  parking: msg`Parking`,
  distance: msg`about {km} km`,
}

const TRANSPORT_MODE_LABELS: Record<TransportMode, MessageDescriptor> = {
  metro: msg`Metro`,
  maglev: msg`Maglev`,
  bus: msg`Bus`,
  driving: msg`By car`,
  taxi: msg`Taxi`,
}

/** Hours text as a list: the configured value separates days with ";" or "；". */
const splitHours = (hours: string) =>
  hours
    .split(/[;；]/)
    .map((part) => part.trim())
    .filter(Boolean)

export function VisitorGuidePage() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { config } = useShellData()
  const parkingNotice = useLocalRichConfig('parking_notice')
  const { data } = useSuspenseQuery(visitorGuideQuery(locale))
  const c = (code: string) => config[`${code}_${locale}`] ?? ''
  const localeParams = useLocaleParams()
  const prereg = preregHref(config.prereg_url ?? '', config.prereg_promo_code ?? '', locale) || undefined
  const byMode = TRANSPORT_MODES.map((mode) => [mode, data.transport.filter((r) => r.mode === mode)] as const).filter(
    ([, routes]) => routes.length > 0,
  )

  return (
    <ContentPage id="visitor-guide" intro={i18n._(text.intro)}>
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

      <PageSection
        headingId="vg-prereg"
        title={i18n._(text.preregTitle)}
        className={css.prereg}
        titleClassName={css.preregTitle}
      >
        {prereg ? (
          <>
            <p className={blocks.flush}>{msgWith(i18n, text.preregText, { code: config.prereg_promo_code ?? '' })}</p>
            <a className={css.preregLink} href={prereg} target="_blank" rel="noopener" data-testid="prereg-link">
              {i18n._(text.preregButton)} <span className={visuallyHidden}>{i18n._(text.newWindow)}</span>
            </a>
          </>
        ) : (
          // No outside address in the settings: the site's own registration (ADR 033).
          <>
            <p className={blocks.flush}>{i18n._(text.preregOwnText)}</p>
            <Link to="/{-$locale}/register" params={localeParams} className={css.preregLink} data-testid="prereg-link">
              {i18n._(text.preregButton)}
            </Link>
          </>
        )}
      </PageSection>

      <PageSection headingId="vg-transport" title={i18n._(text.transport)}>
        <div className={css.modeList}>
          {byMode.map(([mode, routes]) => (
            <TransportModeRoutes key={mode} title={i18n._(TRANSPORT_MODE_LABELS[mode])} routes={routes} mode={mode} />
          ))}
        </div>
      </PageSection>

      <PageSection headingId="vg-parking" title={i18n._(text.parking)}>
        <RichHtml html={parkingNotice} testId="parking-notice" />
      </PageSection>

      <PageSection headingId="vg-hotels" title={i18n._(text.hotels)} intro={i18n._(text.hotelsIntro)}>
        <ul className={blocks.grid} data-testid="hotels">
          {data.hotels.map((hotel) => (
            <li key={hotel.id} className={blocks.card}>
              <h3 className={blocks.cardTitle}>{hotel.name}</h3>
              <dl className={blocks.dl}>
                <dt>{i18n._(text.roomType)}</dt>
                <dd>{hotel.roomType}</dd>
                <dt>{i18n._(text.travelTime)}</dt>
                <dd>{hotel.travelTime}</dd>
                <dt>{i18n._(text.freeServices)}</dt>
                <dd>{hotel.freeServices}</dd>
                <dt>{i18n._(text.rate)}</dt>
                <dd className={css.price}>
                  {msgWith(i18n, text.perNight, { price: formatNumber(locale, hotel.price) })}
                </dd>
              </dl>
              <ExternalLink href={hotel.url}>{i18n._(text.website)}</ExternalLink>
            </li>
          ))}
        </ul>
      </PageSection>
    </ContentPage>
  )
}

function TransportModeRoutes({ title, routes, mode }: { title: string; routes: TransportDto[]; mode: TransportMode }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <div data-mode={mode}>
      <h3 className={css.modeTitle}>{title}</h3>
      <ul className={css.routeList}>
        {routes.map((route) => (
          <li key={route.id} className={blocks.card}>
            <h4 className={blocks.cardTitle}>{route.title}</h4>
            {route.distanceKm !== null ? (
              <span className={css.distance}>
                {msgWith(i18n, text.distance, { km: formatNumber(locale, route.distanceKm) })}
              </span>
            ) : null}
            <p className={blocks.muted}>{route.description}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
