import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { TransportDto } from '~/contracts/content'
import type { TransportMode } from '~/db/schema-enums'
import { blocks, formatNumber, msgWith, PageSection } from '~/features/page-blocks'
import { useLocale } from '~/routing/locale'
import * as css from './VisitorGuidePage.css'
import { routesByMode } from './visitor-guide'

const text = {
  transport: msg`Getting there`,
  distance: msg`about {km} km`,
}

const TRANSPORT_MODE_LABELS: Record<TransportMode, MessageDescriptor> = {
  metro: msg`Metro`,
  maglev: msg`Maglev`,
  bus: msg`Bus`,
  driving: msg`By car`,
  taxi: msg`Taxi`,
}

/** Getting there: the routes to the venue by way of travel. */
export function TransportSection({ transport }: { transport: TransportDto[] }) {
  const { i18n } = useLingui()
  return (
    <PageSection headingId="vg-transport" title={i18n._(text.transport)}>
      <div className={css.modeList}>
        {routesByMode(transport).map(([mode, routes]) => (
          <TransportModeRoutes key={mode} title={i18n._(TRANSPORT_MODE_LABELS[mode])} routes={routes} mode={mode} />
        ))}
      </div>
    </PageSection>
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
