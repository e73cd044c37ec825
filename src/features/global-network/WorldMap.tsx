import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { PartnerDto } from '~/contracts/content'
import { blocks } from '~/features/page-blocks'
import { type FairMarker, fairMarkers } from './fair-markers'
import * as css from './GlobalPage.css'
import { WORLD_MAP } from './map-projection'
import type { MapTier } from './positions'

const text = {
  mapLabel: msg`World map of the sister fairs`,
  openFair: msg`{name}, {country}: details`,
  openGroup: msg`{count} sister fairs: {names}`,
  thisFair: msg`This fair: Shanghai`,
  sisterFair: msg`Sister fair`,
}

type OpenFairs = (chosen: PartnerDto[], opener: HTMLElement) => void

/** The world map with a marker per sister fair (or group of close ones) at each tier, and its legend. */
export function WorldMap({ fairs, onOpen }: { fairs: PartnerDto[]; onOpen: OpenFairs }) {
  const { i18n } = useLingui()
  const markers = (tier: MapTier) =>
    fairMarkers(tier, fairs).map((marker) => <MapMarker key={marker.key} tier={tier} marker={marker} onOpen={onOpen} />)
  return (
    <figure className={blocks.flush}>
      {/* biome-ignore lint/a11y/useSemanticElements: the map and its pins form one named group; they are no form fields for a <fieldset> */}
      <div className={css.map} role="group" aria-label={i18n._(text.mapLabel)} data-testid="world-map">
        <img
          className={css.land}
          src={WORLD_MAP.src}
          width={WORLD_MAP.width}
          height={WORLD_MAP.height}
          alt=""
          decoding="async"
        />
        {markers('phone')}
        {markers('wide')}
      </div>
      <figcaption className={css.legend}>
        <span>
          <span className={`${css.dot} ${css.dotHome}`} />
          {i18n._(text.thisFair)}
        </span>
        <span>
          <span className={`${css.dot} ${css.dotSister}`} />
          {i18n._(text.sisterFair)}
        </span>
      </figcaption>
    </figure>
  )
}

/** A marker: a button opening its fairs, or this fair's own dot where no sister fair is near. */
function MapMarker({ tier, marker, onOpen }: { tier: MapTier; marker: FairMarker<PartnerDto>; onOpen: OpenFairs }) {
  const { i18n } = useLingui()
  const { fairs, home } = marker
  const place = `${css.left}${marker.x} ${css.top}${marker.y} ${css.tierOnly[tier]}`
  if (fairs.length === 0) {
    return home ? <span className={`${css.homeMarker} ${place}`} title={i18n._(text.thisFair)} /> : null
  }
  const [only] = fairs
  const label =
    fairs.length === 1 && only
      ? i18n._({ ...text.openFair, values: { name: only.name, country: only.country ?? '' } })
      : i18n._({ ...text.openGroup, values: { count: fairs.length, names: fairs.map((f) => f.name).join(', ') } })
  return (
    <button
      type="button"
      className={`${css.marker} ${home ? css.markerWithHome : ''} ${place}`}
      aria-label={home ? `${i18n._(text.thisFair)}; ${label}` : label}
      title={fairs.map((f) => f.name).join('\n')}
      aria-haspopup="dialog"
      data-fairs={fairs.map((f) => f.id).join(' ')}
      onClick={(e) => onOpen(fairs, e.currentTarget)}
    >
      {fairs.length > 1 ? fairs.length : null}
    </button>
  )
}
