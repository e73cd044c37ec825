import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRef, useState } from 'react'
import { blocks, ContentPage, ExternalLink, PageSection } from '~/features/page-blocks'
import { LogoGrid } from '~/features/partners-page'
import { type PartnerDto, useShellData } from '~/features/shell'
import * as css from './GlobalPage.css'
import { WORLD_MAP } from './map-projection'
import { type City, cityOf, HOME_CITY, MAX_STACKED } from './positions'

const text = {
  intro: msg`The fair belongs to a worldwide family of organic trade fairs. Exhibit or visit in Shanghai and meet the same community on every continent.`,
  sisterFairs: msg`Sister fairs worldwide`,
  mapLabel: msg`World map of the sister fairs`,
  openFair: msg`{name}, {country}: details`,
  thisFair: msg`This fair: Shanghai`,
  sisterFair: msg`Sister fair`,
  country: msg`Country`,
  website: msg`Website`,
  visit: msg`Visit the website`,
  close: msg`Close`,
  partners: msg`Organisers and partners`,
  organiser: msg`Organiser`,
  patronage: msg`Patronage`,
  certification: msg`Certification partners`,
  media: msg`Media partners`,
}

const PARTNER_GROUPS = ['organiser', 'patronage', 'certification', 'media'] as const

export function GlobalPage() {
  const { i18n } = useLingui()
  const { partners } = useShellData()
  const fairs = partners.sister_fair
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const [selected, setSelected] = useState<PartnerDto | null>(null)
  // The home marker takes the first place in its city.
  const seen = new Map<City, number>([[HOME_CITY, 1]])

  function open(fair: PartnerDto, opener: HTMLElement) {
    openerRef.current = opener
    setSelected(fair)
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }

  return (
    <ContentPage id="global" intro={i18n._(text.intro)}>
      <PageSection headingId="gl-fairs" title={i18n._(text.sisterFairs)}>
        <figure className={blocks.flush}>
          <div className={css.map} role="group" aria-label={i18n._(text.mapLabel)} data-testid="world-map">
            <img
              className={css.land}
              src={WORLD_MAP.src}
              width={WORLD_MAP.width}
              height={WORLD_MAP.height}
              alt=""
              decoding="async"
            />
            <span className={`${css.homeMarker} ${css.cityAt[HOME_CITY]}`} title={i18n._(text.thisFair)} />
            {fairs.map((fair) => {
              const city = cityOf(fair.country)
              if (!city) return null
              const n = Math.min(seen.get(city) ?? 0, MAX_STACKED)
              seen.set(city, n + 1)
              return (
                <button
                  key={fair.id}
                  type="button"
                  className={`${css.marker} ${css.cityAt[city]} ${css.stackedAt[n]}`}
                  aria-label={i18n._({ ...text.openFair, values: { name: fair.name, country: fair.country ?? '' } })}
                  title={fair.name}
                  aria-haspopup="dialog"
                  onClick={(e) => open(fair, e.currentTarget)}
                />
              )
            })}
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
        <ul className={css.fairList} data-testid="sister-fairs">
          {fairs.map((fair) => (
            <li key={fair.id}>
              <button
                type="button"
                className={css.fairButton}
                aria-haspopup="dialog"
                onClick={(e) => open(fair, e.currentTarget)}
              >
                <strong>{fair.name}</strong>
                <span className={blocks.muted}>{fair.country}</span>
              </button>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection headingId="gl-partners" title={i18n._(text.partners)}>
        {PARTNER_GROUPS.filter((kind) => partners[kind].length > 0).map((kind) => (
          <div key={kind} className={blocks.section}>
            <h3 className={blocks.cardTitle}>{i18n._(text[kind])}</h3>
            <LogoGrid partners={partners[kind]} testId={`partners-${kind}`} />
          </div>
        ))}
      </PageSection>

      <dialog
        ref={dialogRef}
        className={css.dialog}
        aria-labelledby="gl-dialog-title"
        onClose={() => {
          setSelected(null)
          openerRef.current?.focus()
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget) e.currentTarget.close()
        }}
        data-testid="fair-dialog"
      >
        {selected ? (
          <div className={blocks.stackTight}>
            <div className={css.dialogHead}>
              <h2 id="gl-dialog-title" className={blocks.cardTitle}>
                {selected.name}
              </h2>
              <button
                type="button"
                className={css.close}
                aria-label={i18n._(text.close)}
                onClick={() => dialogRef.current?.close()}
              >
                ×
              </button>
            </div>
            <dl className={blocks.dl}>
              <dt>{i18n._(text.country)}</dt>
              <dd>{selected.country}</dd>
              {selected.url ? (
                <>
                  <dt>{i18n._(text.website)}</dt>
                  <dd className={blocks.breakAnywhere}>{selected.url}</dd>
                </>
              ) : null}
            </dl>
            <ExternalLink className={`${blocks.linkButton} ${blocks.alignStart}`} href={selected.url}>
              {i18n._(text.visit)}
            </ExternalLink>
          </div>
        ) : null}
      </dialog>
    </ContentPage>
  )
}
