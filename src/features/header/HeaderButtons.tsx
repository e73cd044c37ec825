import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useConfig } from '~/features/shell'
import { useLocale, useLocaleParams } from '~/routing/locale'
import * as css from './Header.css'
import { headerText } from './header-text'
import { preregHref } from './prereg'

/** Booth application and pre-registration: in the top bar and in the floating bar. */
export function HeaderButtons({ variant = 'top' }: { variant?: 'top' | 'floating' }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const prereg = preregHref(useConfig('prereg_url'), useConfig('prereg_promo_code'), locale)
  const cls = variant === 'top' ? css.topButton : css.floatingButton
  const params = useLocaleParams()
  return (
    <>
      <Link to="/{-$locale}/become-an-exhibitor" params={params} className={`${cls} ${css.boothButton}`}>
        {i18n._(headerText.booth)}
      </Link>
      {prereg ? (
        <a href={prereg} target="_blank" rel="noopener" className={`${cls} ${css.preregButton}`}>
          {i18n._(headerText.prereg)}
          <span className={css.srOnly}>{i18n._(headerText.newWindow)}</span>
        </a>
      ) : (
        // No outside address in the settings: the site's own registration (ADR 033).
        <Link to="/{-$locale}/register" params={params} className={`${cls} ${css.preregButton}`}>
          {i18n._(headerText.prereg)}
        </Link>
      )}
    </>
  )
}
