import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useMatch } from '@tanstack/react-router'
import type { PartnerDto } from '~/contracts/content'
import { Img } from '~/features/media'
import { RichHtml } from '~/features/page-blocks'
import { useLocalConfig, useLocalRichConfig, useShellData } from '~/features/shell'
import { SubscribeForm } from '~/features/subscribe'
import { ArrowUpIcon } from '~/ui/icons'
import { scrollToTop } from '~/ui/scroll'
import * as css from './Footer.css'
import { QrPopover } from './QrPopover'

const text = {
  backToTop: msg`Back to top`,
  partners: msg`Organisers and partners`,
  organisers: msg`Organisers`,
  patronage: msg`Patronage`,
  certification: msg`Certification partners`,
  media: msg`Media partners`,
  contacts: msg`Contact`,
  social: msg`Follow us`,
  sisterFairs: msg`Organic fairs worldwide`,
  footerNav: msg`Legal information`,
}

const SOCIAL_QR_KEYS = ['wechat', 'weibo', 'linkedin'] as const

/** The news-letter page's form: NewsletterPage takes it from here, so both share this chunk. */
export { SubscribeForm }

export function Footer() {
  const { i18n } = useLingui()
  const { config, partners } = useShellData()
  const contacts = useLocalRichConfig('organiser_contacts')
  const bottom = useLocalConfig('bottom')
  const socialNames = {
    wechat: useLocalConfig('social_wechat_name'),
    weibo: useLocalConfig('social_weibo_name'),
    linkedin: useLocalConfig('social_linkedin_name'),
  }
  const psCode = config.public_security_record_code ?? ''
  // The news-letter page shows this form as its content: a second, identical one here would be
  // read twice by a screen reader (two "Newsletter" regions with the same fields).
  const onNewsletterPage =
    useMatch({ from: '/{-$locale}/newsletter/subscribe', shouldThrow: false, select: () => true }) === true
  return (
    <footer className={css.footer} data-region="footer">
      <div className={css.inner}>
        <div className={css.topRow}>
          <button type="button" className={css.backToTop} onClick={scrollToTop} data-testid="footer-back-to-top">
            <ArrowUpIcon />
            {i18n._(text.backToTop)}
          </button>
        </div>
        <div className={css.grid}>
          {onNewsletterPage ? null : <SubscribeForm />}
          <section aria-labelledby="footer-partners" className={css.column}>
            <h2 id="footer-partners" className={css.srOnly}>
              {i18n._(text.partners)}
            </h2>
            <PartnerList title={i18n._(text.organisers)} list={partners.organiser} />
            <PartnerList title={i18n._(text.patronage)} list={partners.patronage} />
            <PartnerList title={i18n._(text.certification)} list={partners.certification} />
            <PartnerList title={i18n._(text.media)} list={partners.media} />
          </section>
          <section aria-labelledby="footer-contacts" className={css.column}>
            <h2 id="footer-contacts" className={css.heading}>
              {i18n._(text.contacts)}
            </h2>
            <RichHtml html={contacts} className={css.rich} />
            <h2 className={css.heading}>{i18n._(text.social)}</h2>
            <ul className={css.plainList}>
              {partners.social.map((p) => (
                <li key={p.id}>{p.url ? <a href={p.url}>{p.name}</a> : p.name}</li>
              ))}
            </ul>
            <ul className={css.qrList}>
              {SOCIAL_QR_KEYS.filter((k) => config[`social_${k}_qr`] && socialNames[k]).map((k) => (
                <li key={k}>
                  <QrPopover name={socialNames[k]} qr={config[`social_${k}_qr`] ?? ''} />
                </li>
              ))}
            </ul>
          </section>
        </div>
        <nav aria-labelledby="footer-sister-fairs" className={css.sisterFairs}>
          <h2 id="footer-sister-fairs" className={css.heading}>
            {i18n._(text.sisterFairs)}
          </h2>
          <ul className={css.sisterList} data-testid="sister-fairs">
            {partners.sister_fair.map((p) => (
              <li key={p.id}>
                {p.url ? <a href={p.url}>{p.name}</a> : p.name}
                {p.country ? <span className={css.country}>· {p.country}</span> : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className={css.bottom}>
          <p className={css.copyright}>{bottom}</p>
          <ul className={css.records} aria-label={i18n._(text.footerNav)}>
            {config.icp_record ? (
              <li>
                <a href={config.icp_url || 'https://beian.miit.gov.cn/'} rel="noopener" target="_blank">
                  {config.icp_record}
                </a>
              </li>
            ) : null}
            {config.public_security_record ? (
              <li>
                <a
                  className={css.psLink}
                  href={`https://beian.mps.gov.cn/#/query/webSearch?code=${encodeURIComponent(psCode)}`}
                  rel="noopener"
                  target="_blank"
                >
                  {config.public_security_icon ? (
                    <Img src={config.public_security_icon} alt="" width={20} height={20} className={css.psIcon} />
                  ) : null}
                  {config.public_security_record}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </footer>
  )
}

function PartnerList({ title, list }: { title: string; list: PartnerDto[] }) {
  if (list.length === 0) return null
  return (
    <>
      <h3 className={css.heading}>{title}</h3>
      <ul className={css.plainList}>
        {list.map((p) => (
          <li key={p.id}>{p.url ? <a href={p.url}>{p.name}</a> : p.name}</li>
        ))}
      </ul>
    </>
  )
}
