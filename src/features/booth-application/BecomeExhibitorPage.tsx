import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { blocks, ContentPage, formatNumber, msgWith, PageSection } from '~/features/page-blocks'
import { useLocale } from '~/routing/locale'
import { ApplyForm } from './ApplyForm'
import * as css from './ApplyForm.css'
import { AvailableBooths } from './AvailableBooths'
import { availableBoothsQuery, boothTypesQuery } from './booth-application.queries'
import { APPLY_FORM_ANCHOR, type ApplyFormState } from './booth-form.shared'

const text = {
  intro: msg`Meet buyers from retail, food service and e-commerce across China. Choose a booth type, tell us what you would like to show, and our team will send you an offer.`,
  boothTypes: msg`Booth types`,
  minimum: msg`Minimum area`,
  sqm: msg`{n} sqm`,
  apply: msg`Apply for a booth`,
  applyIntro: msg`Fields marked * are required. We answer every application within two working days.`,
}

/** `form`: a refused plain post sent back by the server; `sent`: a plain post was accepted (`?sent=1`). */
export function BecomeExhibitorPage({ form = null, sent = false }: { form?: ApplyFormState | null; sent?: boolean }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { data: boothTypes } = useSuspenseQuery(boothTypesQuery(locale))
  const { data: available } = useSuspenseQuery(availableBoothsQuery())
  return (
    <ContentPage id="become-an-exhibitor" intro={i18n._(text.intro)}>
      <PageSection headingId="booth-types-title" title={i18n._(text.boothTypes)}>
        <ul className={css.boothTypes} data-testid="booth-types">
          {boothTypes.map((type) => (
            <li key={type.code} className={blocks.card} data-code={type.code}>
              <h3 className={blocks.cardTitle}>{type.name}</h3>
              <p className={blocks.muted}>{i18n._(text.minimum)}</p>
              <p className={`${css.minArea} ${blocks.flush}`}>
                {msgWith(i18n, text.sqm, { n: formatNumber(locale, type.minAreaSqm) })}
              </p>
              <p className={blocks.flush}>{type.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <AvailableBooths booths={available} boothTypes={boothTypes} />
      <PageSection headingId={APPLY_FORM_ANCHOR} title={i18n._(text.apply)} intro={i18n._(text.applyIntro)}>
        <ApplyForm boothTypes={boothTypes} available={available} initial={form} sent={sent} />
      </PageSection>
    </ContentPage>
  )
}
