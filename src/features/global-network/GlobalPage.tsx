import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { blocks, ContentPage, PageSection } from '~/features/page-blocks'
import { LogoGrid } from '~/features/partners-page'
import { useShellData } from '~/features/shell'
import { FairDialog, useFairDialog } from './FairDialog'
import * as css from './GlobalPage.css'
import { WorldMap } from './WorldMap'

const text = {
  intro: msg`The fair belongs to a worldwide family of organic trade fairs. Exhibit or visit in Shanghai and meet the same community on every continent.`,
  sisterFairs: msg`Sister fairs worldwide`,
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
  const dialog = useFairDialog()

  return (
    <ContentPage id="global" intro={i18n._(text.intro)}>
      <PageSection headingId="gl-fairs" title={i18n._(text.sisterFairs)}>
        <WorldMap fairs={fairs} onOpen={dialog.open} />
        <ul className={css.fairList} data-testid="sister-fairs">
          {fairs.map((fair) => (
            <li key={fair.id}>
              <button
                type="button"
                className={css.fairButton}
                aria-haspopup="dialog"
                onClick={(e) => dialog.open([fair], e.currentTarget)}
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

      <FairDialog state={dialog.state} />
    </ContentPage>
  )
}
