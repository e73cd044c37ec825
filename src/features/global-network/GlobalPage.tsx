import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRef, useState } from 'react'
import type { PartnerDto } from '~/contracts/content'
import { blocks, ContentPage, ExternalLink, PageSection } from '~/features/page-blocks'
import { LogoGrid } from '~/features/partners-page'
import { useShellData } from '~/features/shell'
import * as css from './GlobalPage.css'
import { WORLD_MAP } from './map-projection'
import { fairPoints, groupPoints, HOME_ID, type MapTier } from './positions'

const text = {
  intro: msg`The fair belongs to a worldwide family of organic trade fairs. Exhibit or visit in Shanghai and meet the same community on every continent.`,
  sisterFairs: msg`Sister fairs worldwide`,
  mapLabel: msg`World map of the sister fairs`,
  openFair: msg`{name}, {country}: details`,
  openGroup: msg`{count} sister fairs: {names}`,
  nearby: msg`Sister fairs in this region`,
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
  const [selected, setSelected] = useState<PartnerDto[]>([])

  function open(chosen: PartnerDto[], opener: HTMLElement) {
    openerRef.current = opener
    setSelected(chosen)
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }

  // Grouped as the page renders, from the rows' positions: a moved fair moves its marker at once.
  const points = fairPoints(fairs)
  const markers = (tier: MapTier) =>
    groupPoints(tier, points).map((group) => {
      const inGroup = fairs.filter((fair) => group.ids.includes(String(fair.id)))
      const home = group.ids.includes(HOME_ID)
      const place = `${css.left}${group.x} ${css.top}${group.y} ${css.tierOnly[tier]}`
      if (inGroup.length === 0) {
        return home ? (
          <span key={group.key} className={`${css.homeMarker} ${place}`} title={i18n._(text.thisFair)} />
        ) : null
      }
      const [only] = inGroup
      const label =
        inGroup.length === 1 && only
          ? i18n._({ ...text.openFair, values: { name: only.name, country: only.country ?? '' } })
          : i18n._({
              ...text.openGroup,
              values: { count: inGroup.length, names: inGroup.map((f) => f.name).join(', ') },
            })
      return (
        <button
          key={group.key}
          type="button"
          className={`${css.marker} ${home ? css.markerWithHome : ''} ${place}`}
          aria-label={home ? `${i18n._(text.thisFair)}; ${label}` : label}
          title={inGroup.map((f) => f.name).join('\n')}
          aria-haspopup="dialog"
          data-fairs={inGroup.map((f) => f.id).join(' ')}
          onClick={(e) => open(inGroup, e.currentTarget)}
        >
          {inGroup.length > 1 ? inGroup.length : null}
        </button>
      )
    })

  const [single] = selected

  return (
    <ContentPage id="global" intro={i18n._(text.intro)}>
      <PageSection headingId="gl-fairs" title={i18n._(text.sisterFairs)}>
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
        <ul className={css.fairList} data-testid="sister-fairs">
          {fairs.map((fair) => (
            <li key={fair.id}>
              <button
                type="button"
                className={css.fairButton}
                aria-haspopup="dialog"
                onClick={(e) => open([fair], e.currentTarget)}
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

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the dialog; keyboards close it with Escape (onCancel) and the close button */}
      <dialog
        ref={dialogRef}
        className={css.dialog}
        aria-labelledby="gl-dialog-title"
        onClose={(e) => {
          // The close event is queued: when the dialog was opened again before it arrived (Escape,
          // then Enter on the next marker), it must not empty the newly opened dialog.
          if (e.currentTarget.open) return
          setSelected([])
          // The browser has already handed focus back to what had it before the dialog opened; the
          // opener takes it only where nothing has it (a browser that does not focus a clicked
          // button). Taken unconditionally, a focus the visitor moved on in the meantime (Escape,
          // then Tab to the next marker) went back to the old marker, and Enter reopened the old group.
          const focused = document.activeElement
          if (!focused || focused === document.body) openerRef.current?.focus()
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget) e.currentTarget.close()
        }}
        data-testid="fair-dialog"
      >
        {single ? (
          <div className={blocks.stackTight}>
            <div className={css.dialogHead}>
              <h2 id="gl-dialog-title" className={blocks.cardTitle}>
                {selected.length === 1 ? single.name : i18n._(text.nearby)}
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
            {selected.length === 1 ? (
              <FairDetails fair={single} />
            ) : (
              <ul className={css.groupList}>
                {selected.map((fair) => (
                  <li key={fair.id} className={blocks.stackTight}>
                    <h3 className={blocks.cardTitle}>{fair.name}</h3>
                    <FairDetails fair={fair} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </dialog>
    </ContentPage>
  )
}

/** A sister fair's country and website, with the way there. */
function FairDetails({ fair }: { fair: PartnerDto }) {
  const { i18n } = useLingui()
  return (
    <>
      <dl className={blocks.dl}>
        <dt>{i18n._(text.country)}</dt>
        <dd>{fair.country}</dd>
        {fair.url ? (
          <>
            <dt>{i18n._(text.website)}</dt>
            <dd className={blocks.breakAnywhere}>{fair.url}</dd>
          </>
        ) : null}
      </dl>
      <ExternalLink className={`${blocks.linkButton} ${blocks.alignStart}`} href={fair.url}>
        {i18n._(text.visit)}
      </ExternalLink>
    </>
  )
}
