import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { preregHref } from '~/features/header'
import { blocks, msgWith, PageSection } from '~/features/page-blocks'
import { useShellData } from '~/features/shell'
import { useLocale, useLocaleParams } from '~/routing/locale'
import { visuallyHidden } from '~/ui/primitives.css'
import * as css from './VisitorGuidePage.css'

const text = {
  preregTitle: msg`Register online before your visit`,
  preregText: msg`Pre-registered trade visitors receive an e-badge with a QR code and enter faster. Use the promotion code {code} for free admission.`,
  preregButton: msg`Pre-register now`,
  preregOwnText: msg`Pre-registered trade visitors receive an e-badge with a QR code by e-mail and enter without queueing for a badge.`,
  newWindow: msg`(opens in a new window)`,
}

/** The way to pre-register: the outside address the settings name, or the site's own registration. */
export function PreregSection() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const localeParams = useLocaleParams()
  const { config } = useShellData()
  const prereg = preregHref(config.prereg_url ?? '', config.prereg_promo_code ?? '', locale) || undefined
  return (
    <PageSection
      headingId="vg-prereg"
      title={i18n._(text.preregTitle)}
      className={css.prereg}
      titleClassName={css.preregTitle}
    >
      {prereg ? (
        <>
          <p className={blocks.flush}>{msgWith(i18n, text.preregText, { code: config.prereg_promo_code ?? '' })}</p>
          <a className={css.preregLink} href={prereg} target="_blank" rel="noopener" data-testid="prereg-link">
            {i18n._(text.preregButton)} <span className={visuallyHidden}>{i18n._(text.newWindow)}</span>
          </a>
        </>
      ) : (
        // No outside address in the settings: the site's own registration (ADR 033).
        <>
          <p className={blocks.flush}>{i18n._(text.preregOwnText)}</p>
          <Link to="/{-$locale}/register" params={localeParams} className={css.preregLink} data-testid="prereg-link">
            {i18n._(text.preregButton)}
          </Link>
        </>
      )}
    </PageSection>
  )
}
