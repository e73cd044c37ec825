import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { ShellData } from '~/features/shell'
import { useLocaleParams } from '~/routing/locale'
import { pageRouteOf } from '~/routing/page-routes'
import * as css from './Header.css'
import { headerText } from './header-text'

export type MenuItemDto = ShellData['menu'][number]

/** An internal page, or `out_link` opened with the item's target. */
export function NavLink({ item, className, onChoose }: { item: MenuItemDto; className: string; onChoose: () => void }) {
  const localeParams = useLocaleParams()
  const { i18n } = useLingui()
  if (item.out_link) {
    const blank = item.target === '_blank'
    return (
      <a
        href={item.out_link}
        target={item.target ?? undefined}
        rel={blank ? 'noopener' : undefined}
        className={className}
        onClick={onChoose}
      >
        {item.title}
        {blank ? <span className={css.srOnly}>{i18n._(headerText.newWindow)}</span> : null}
      </a>
    )
  }
  // Stored targets are checked against the route tree when written (db/seed/menu-targets.ts);
  // one the tree no longer has is shown as plain text rather than as a link to nowhere.
  const route = pageRouteOf(item.path)
  if (!route) return <span className={className}>{item.title}</span>
  return (
    <Link
      to={route}
      params={localeParams}
      target={item.target ?? undefined}
      className={className}
      activeOptions={{ exact: route === '/{-$locale}/', includeSearch: false }}
      onClick={onChoose}
    >
      {item.title}
    </Link>
  )
}
