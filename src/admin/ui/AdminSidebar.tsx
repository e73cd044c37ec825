import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import type { AdminViewer } from '~/admin/auth/contract'
import { can } from '../auth/roles'
import type { WaitingCounts } from '../dashboard/contract'
import * as css from './admin.css'
import { ADMIN_SECTION_GROUPS, type AdminSection } from './admin-sections'

const text = {
  menu: msg`Back office menu`,
  waiting: msg`waiting`,
}

const visible = (viewer: AdminViewer, section: AdminSection) =>
  section.capability === undefined || can(viewer.role, section.capability)

/**
 * The screens grouped by domain, each with the count of what waits there. On a phone it folds
 * behind one button (a native `<details>`, so it opens before the page's code runs) and the screen's
 * heading stays in the first screenful; from tablet width on it is always open (admin.css).
 */
export function AdminSidebar({ viewer, waiting }: { viewer: AdminViewer; waiting: WaitingCounts | undefined }) {
  const { i18n } = useLingui()
  const baseId = useId()
  // A new screen closes the phone's menu (the focus stays where it was).
  const path = useRouterState({ select: (state) => state.location.pathname })
  const details = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    if (details.current && path) details.current.open = false
  }, [path])
  const groups = ADMIN_SECTION_GROUPS.map((group) => ({
    ...group,
    sections: group.sections.filter((section) => visible(viewer, section)),
  })).filter((group) => group.sections.length > 0)
  return (
    <details ref={details} className={css.sidebar}>
      <summary className={css.sidebarToggle}>{i18n._(text.menu)}</summary>
      <nav aria-label={i18n._(text.menu)} className={css.sidebarNav}>
        {groups.map((group, index) => {
          const groupId = `${baseId}-${index}`
          return (
            <div key={groupId} className={css.sidebarGroup}>
              <span id={groupId} className={css.sidebarGroupLabel}>
                {i18n._(group.label)}
              </span>
              <ul aria-labelledby={groupId} className={css.sidebarList}>
                {group.sections.map((section) => {
                  const count = section.waiting ? (waiting?.[section.waiting] ?? 0) : 0
                  const countId = `${groupId}-${section.link.to}`
                  // The count describes the link rather than naming it: the screen is still "News".
                  return (
                    <li key={section.link.to} className={css.sidebarItem}>
                      <Link
                        {...section.link}
                        className={css.sidebarLink}
                        aria-describedby={count > 0 ? countId : undefined}
                      >
                        {i18n._(section.label)}
                      </Link>
                      {count > 0 ? (
                        <span id={countId} className={css.waitingCount} data-testid={`waiting-${section.waiting}`}>
                          {count}
                          <span className={css.visuallyHidden}> {i18n._(text.waiting)}</span>
                        </span>
                      ) : null}
                    </li>
                  )
                })}
              </ul>
            </div>
          )
        })}
      </nav>
    </details>
  )
}
