import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { RichHtml } from '~/features/page-blocks'
import { useLocalConfig, useLocalRichConfig, useShellData } from '~/features/shell'
import * as css from './Footer.css'
import { QrPopover } from './QrPopover'

const text = {
  contacts: msg`Contact`,
  social: msg`Follow us`,
}

const SOCIAL_QR_KEYS = ['wechat', 'weibo', 'linkedin'] as const

/** The organiser's contacts, the social accounts and the QR codes of those that have one. */
export function FooterContacts() {
  const { i18n } = useLingui()
  const { config, partners } = useShellData()
  const contacts = useLocalRichConfig('organiser_contacts')
  const socialNames = {
    wechat: useLocalConfig('social_wechat_name'),
    weibo: useLocalConfig('social_weibo_name'),
    linkedin: useLocalConfig('social_linkedin_name'),
  }
  return (
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
  )
}
