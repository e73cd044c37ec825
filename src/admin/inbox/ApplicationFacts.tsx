import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { ApplicationDetail } from '~/admin/inbox/contract'
import * as css from '../ui/admin.css'
import { formatBeijingTime } from '../ui/beijing-time'
import { applicationLanguageText, applicationText as text } from './application-text'
import { boothTypeText } from './inbox-text'

/** What the applicant sent, with the booths they prefer and those reserved for them on the plan. */
export function ApplicationFacts({ detail }: { detail: ApplicationDetail }) {
  const { i18n } = useLingui()
  const titleId = `${useId()}-details`
  const none = i18n._(text.none)
  const facts: [MessageDescriptor, string][] = [
    [text.received, formatBeijingTime(i18n, detail.createdAt)],
    [text.contact, detail.contactName],
    [text.email, detail.email],
    [text.phone, detail.phone],
    [text.country, detail.country],
    [text.products, detail.productType],
    [text.booth, `${i18n._(boothTypeText[detail.boothType])}, ${detail.areaSqm} m²`],
    [text.preferred, detail.preferredBooths || none],
    [text.held, detail.booths.held.join(', ') || none],
    [text.intent, detail.partnershipIntent],
    [text.language, i18n._(applicationLanguageText[detail.lang])],
    [text.consent, formatBeijingTime(i18n, detail.consentAt)],
    [text.notice, detail.noticeVersion ?? none],
  ]
  return (
    <section aria-labelledby={titleId} className={css.panel}>
      <h2 id={titleId}>{i18n._(text.details)}</h2>
      <dl className={css.facts}>
        {facts.map(([label, value]) => (
          <div key={label.id}>
            <dt>{i18n._(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
