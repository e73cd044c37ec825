import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { AnchorHTMLAttributes } from 'react'
import { type Locale, localizePath } from '~/i18n/locales'

/** A link to a locale-neutral path, written for the current locale. */
export function LocaleLink({ to, ...rest }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const { i18n } = useLingui()
  return <Link to={localizePath(to, i18n.locale as Locale)} {...rest} />
}
