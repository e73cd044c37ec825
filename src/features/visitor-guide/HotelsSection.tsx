import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { HotelDto } from '~/contracts/content'
import { blocks, ExternalLink, formatNumber, msgWith, PageSection } from '~/features/page-blocks'
import { useLocale } from '~/routing/locale'
import * as css from './VisitorGuidePage.css'

const text = {
  hotels: msg`Partner hotels`,
  hotelsIntro: msg`Fair rates per room and night, bookable with the hotels directly under the keyword of the fair.`,
  roomType: msg`Room type`,
  travelTime: msg`To the venue`,
  freeServices: msg`Free services`,
  rate: msg`Fair rate`,
  perNight: msg`RMB {price} per night`,
  website: msg`Hotel website`,
}

/** The partner hotels with the fair's rates. */
export function HotelsSection({ hotels }: { hotels: HotelDto[] }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <PageSection headingId="vg-hotels" title={i18n._(text.hotels)} intro={i18n._(text.hotelsIntro)}>
      <ul className={blocks.grid} data-testid="hotels">
        {hotels.map((hotel) => (
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
  )
}
