import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRef, useState } from 'react'
import { blocks, ContentPage, ExternalLink, PageSection } from '~/features/page-blocks'
import { LogoGrid } from '~/features/partners-page'
import { type PartnerDto, useShellData } from '~/features/shell'
import * as css from './GlobalPage.css'
import { HOME_POSITION, mapPosition, placeAt } from './positions'

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

const MERIDIANS = [0, 36, 72, 108, 144, 180, 216, 252, 288, 324, 360]
const PARALLELS = [18, 54, 126, 162]
const PARTNER_GROUPS = ['organiser', 'patronage', 'certification', 'media'] as const

export function GlobalPage() {
  const { i18n } = useLingui()
  const { partners } = useShellData()
  const fairs = partners.sister_fair
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const [selected, setSelected] = useState<PartnerDto | null>(null)
  const seen = new Map<string, number>()

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
            <svg
              className={css.grid}
              viewBox="0 0 360 180"
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false"
            >
              {MERIDIANS.map((x) => (
                <line key={x} x1={x} y1={0} x2={x} y2={180} stroke="#c9dccb" strokeWidth={0.4} />
              ))}
              {PARALLELS.map((y) => (
                <line key={y} x1={0} y1={y} x2={360} y2={y} stroke="#c9dccb" strokeWidth={0.4} />
              ))}
              <line x1={0} y1={90} x2={360} y2={90} stroke="#a9c8ad" strokeWidth={0.6} strokeDasharray="3 2" />
            </svg>
            <span
              className={`${css.homeMarker} ${placeAt(HOME_POSITION.x, HOME_POSITION.y)}`}
              title={i18n._(text.thisFair)}
            />
            {fairs.map((fair) => {
              const pos = mapPosition(fair.country)
              if (!pos) return null
              const key = `${pos.x},${pos.y}`
              const n = seen.get(key) ?? 0
              seen.set(key, n + 1)
              return (
                <button
                  key={fair.id}
                  type="button"
                  className={`${css.marker} ${placeAt(pos.x + n * 2.2, pos.y + n * 2.2)}`}
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
