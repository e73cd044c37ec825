import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { blocks, ContentPage, formatNumber, msgWith, PageSection } from '~/features/page-blocks'
import { useLocale } from '~/routing/locale'
import { hydrateWhenNear } from '~/ui/hydrate-when-near'
import { ApplyForm as ApplyFormNow } from './ApplyForm'
// The form's styles stay in the page's CSS, so its server HTML looks the same before its code has
// loaded: without these imports the form's own would travel with that code.
import * as css from './ApplyForm.css'
import '~/ui/form.css'
import { AvailableBooths } from './AvailableBooths'
import { availableBoothsQuery, boothTypesQuery } from './booth-application.queries'
import { APPLY_FORM_ANCHOR, APPLY_FORM_PART, type ApplyFormState } from './booth-form.shared'

const text = {
  intro: msg`Meet buyers from retail, food service and e-commerce across China. Choose a booth type, tell us what you would like to show, and our team will send you an offer.`,
  boothTypes: msg`Booth types`,
  minimum: msg`Minimum area`,
  sqm: msg`{n} sqm`,
  apply: msg`Apply for a booth`,
  applyIntro: msg`Fields marked * are required. We answer every application within two working days.`,
}

/**
 * The application form is below the fold: the server renders it in full, a plain form that posts
 * before its code is there; in the browser its code loads when the visitor scrolls near it or
 * reaches for it (ADR 029). Its fields are the browser's own, so nothing typed meanwhile is lost.
 */
const ApplyForm = hydrateWhenNear({
  selector: `[data-part="${APPLY_FORM_PART}"]`,
  server: createIsomorphicFn().server(() => ApplyFormNow)(),
  load: () => import('./ApplyForm').then((m) => m.ApplyForm),
  when: 'approach',
})

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
