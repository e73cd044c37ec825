import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Img } from '~/features/media'
import { useLocalConfig, useShellData } from '~/features/shell'
import * as css from './Footer.css'
import { icpHref, publicSecurityHref } from './footer-records'

const text = {
  footerNav: msg`Legal information`,
}

/** The copyright line and the site's filing numbers (ICP, public security), each linked to its register. */
export function FooterRecords() {
  const { i18n } = useLingui()
  const { config } = useShellData()
  const bottom = useLocalConfig('bottom')
  return (
    <div className={css.bottom}>
      <p className={css.copyright}>{bottom}</p>
      <ul className={css.records} aria-label={i18n._(text.footerNav)}>
        {config.icp_record ? (
          <li>
            <a href={icpHref(config.icp_url)} rel="noopener" target="_blank">
              {config.icp_record}
            </a>
          </li>
        ) : null}
        {config.public_security_record ? (
          <li>
            <a
              className={css.psLink}
              href={publicSecurityHref(config.public_security_record_code ?? '')}
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
  )
}
