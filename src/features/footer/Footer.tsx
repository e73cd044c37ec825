import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useMatch } from '@tanstack/react-router'
import { useShellData } from '~/features/shell'
import { SubscribeForm } from '~/features/subscribe'
import { ArrowUpIcon } from '~/ui/icons'
import { scrollToTop } from '~/ui/scroll'
import * as css from './Footer.css'
import { FooterContacts } from './FooterContacts'
import { FooterPartners } from './FooterPartners'
import { FooterRecords } from './FooterRecords'

const text = {
  backToTop: msg`Back to top`,
  sisterFairs: msg`Organic fairs worldwide`,
}

/** The news-letter page's form: NewsletterPage takes it from here, so both share this chunk. */
export { SubscribeForm }

export function Footer() {
  const { i18n } = useLingui()
  const { partners } = useShellData()
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
          <FooterPartners />
          <FooterContacts />
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
        <FooterRecords />
      </div>
    </footer>
  )
}
