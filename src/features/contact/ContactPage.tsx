import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { blocks, localeOf } from '~/features/page-blocks'
import { SectionPage } from '~/features/sections'
import { useShellData } from '~/features/shell'

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
  const locale = localeOf(i18n.locale)
  const { config } = useShellData()
  const phone = config.organiser_phone
  return (
    <SectionPage id="contact">
      <div className={blocks.stack}>
        <p className={blocks.lead}>{i18n._(text.intro)}</p>
        <div className={blocks.twoCol}>
          <section className={blocks.card} aria-labelledby="ct-organiser">
            <h2 id="ct-organiser" className={blocks.cardTitle}>
              {i18n._(text.organiser)}
            </h2>
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
          </section>
          <section className={blocks.card} aria-labelledby="ct-contacts">
            <h2 id="ct-contacts" className={blocks.cardTitle}>
              {i18n._(text.contacts)}
            </h2>
            <div
              className={blocks.rich}
              data-testid="organiser-contacts"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: configuration HTML is sanitised on write
              dangerouslySetInnerHTML={{ __html: config[`organiser_contacts_${locale}`] ?? '' }}
            />
          </section>
        </div>
      </div>
    </SectionPage>
  )
}
