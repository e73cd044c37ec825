import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { blocks, ContentPage, PageSection, RichHtml } from '~/features/page-blocks'
import { useLocalRichConfig, useShellData } from '~/features/shell'
import { useLocale } from '~/routing/locale'

const text = {
  intro: msg`Questions about exhibiting, visiting or press accreditation? The organiser's team is glad to help.`,
  organiser: msg`Organiser`,
  address: msg`Address`,
  phone: msg`Phone`,
  fax: msg`Fax`,
  email: msg`Email`,
  contacts: msg`Contacts by topic`,
}

/** The contact template: the organiser's addresses from the configuration (organiser_*). */
export function ContactPage() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { config } = useShellData()
  const contacts = useLocalRichConfig('organiser_contacts')
  const phone = config.organiser_phone
  return (
    <ContentPage id="contact" intro={i18n._(text.intro)}>
      <div className={blocks.twoCol}>
        <PageSection variant="card" headingId="ct-organiser" title={i18n._(text.organiser)}>
          <address className={blocks.plainAddress} data-testid="organiser-address">
            <p className={blocks.flushTop}>
              <strong>{config[`organiser_name_${locale}`]}</strong>
            </p>
            <dl className={blocks.dl}>
              <dt>{i18n._(text.address)}</dt>
              <dd>{config[`organiser_address_${locale}`]}</dd>
              {phone ? (
                <>
                  <dt>{i18n._(text.phone)}</dt>
                  <dd>
                    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                  </dd>
                </>
              ) : null}
              {config.organiser_fax ? (
                <>
                  <dt>{i18n._(text.fax)}</dt>
                  <dd>{config.organiser_fax}</dd>
                </>
              ) : null}
              {config.organiser_email ? (
                <>
                  <dt>{i18n._(text.email)}</dt>
                  <dd>
                    <a href={`mailto:${config.organiser_email}`}>{config.organiser_email}</a>
                  </dd>
                </>
              ) : null}
            </dl>
          </address>
        </PageSection>
        <PageSection variant="card" headingId="ct-contacts" title={i18n._(text.contacts)}>
          <RichHtml html={contacts} testId="organiser-contacts" />
        </PageSection>
      </div>
    </ContentPage>
  )
}
