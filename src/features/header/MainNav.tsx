import { useLingui } from '@lingui/react'
import { type FocusEvent, type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react'
import { ChevronIcon } from '~/ui/icons'
import { popoversSupported } from '~/ui/popover-fallback'
import * as css from './Header.css'
import { headerText } from './header-text'
import { type MenuItemDto, NavLink } from './NavLink'
import { clickedGroup, closedGroup, hoveredGroup, type OpenGroup } from './nav-groups'

interface Props {
  id: string
  items: MenuItemDto[]
  mobileOpen: boolean
  /** Told whether the phone menu (a popover, opened by the menu button) is open, also as it hydrates. */
  onOpenChange: (open: boolean) => void
}

/**
 * The main navigation from the menu data. Groups are disclosure buttons (APG "disclosure
 * navigation"): Enter/Space toggles, Escape closes and returns focus to the button, leaving the
 * group with Tab closes it; a mouse opens it on hover. Choosing an item closes the mobile menu.
 * On a phone the navigation is a popover the menu button opens without any script (ADR 028).
 */
export function MainNav({ id, items, mobileOpen, onOpenChange }: Props) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState<OpenGroup>(null)
  // A mouse click right after the hover opened the group must not close it again.
  const openedByHover = useRef<OpenGroup>(null)
  const nav = useRef<HTMLElement>(null)

  useEffect(() => {
    const el = nav.current
    if (!el || !popoversSupported()) return
    const sync = () => onOpenChange(el.matches(':popover-open'))
    sync() // opened before the page hydrated
    el.addEventListener('toggle', sync)
    return () => el.removeEventListener('toggle', sync)
  }, [onOpenChange])

  const choose = () => {
    setOpen(null)
    if (nav.current?.matches('[data-open="true"]') && popoversSupported()) nav.current.hidePopover()
    else onOpenChange(false)
  }

  return (
    <nav
      ref={nav}
      id={id}
      popover="auto"
      aria-label={i18n._(headerText.mainNav)}
      className={css.nav}
      data-open={mobileOpen ? 'true' : 'false'}
    >
      <ul className={css.navList}>
        {items.map((item, index) => {
          if (item.childlist.length === 0) {
            return (
              <li key={`${item.path}-${item.title}`} className={css.navItem}>
                <NavLink item={item} className={css.navLink} onChoose={choose} />
              </li>
            )
          }
          const expanded = open === index
          const subId = `${id}-sub-${index}`
          const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
            if (e.key === 'Escape' && expanded) {
              e.stopPropagation()
              setOpen(null)
              document.getElementById(`${subId}-button`)?.focus()
            }
          }
          const onBlur = (e: FocusEvent<HTMLLIElement>) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen((o) => closedGroup(o, index))
          }
          const hover = (opening: boolean) => (e: PointerEvent<HTMLLIElement>) => {
            if (e.pointerType !== 'mouse' || mobileOpen) return
            openedByHover.current = opening ? index : null
            setOpen((o) => hoveredGroup(o, index, opening))
          }
          return (
            <li
              key={`${item.path}-${item.title}`}
              className={css.navItem}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
              onPointerEnter={hover(true)}
              onPointerLeave={hover(false)}
            >
              <button
                type="button"
                id={`${subId}-button`}
                className={css.navLink}
                aria-expanded={expanded}
                aria-controls={subId}
                onClick={() => {
                  const byHover = openedByHover.current
                  openedByHover.current = null
                  setOpen((o) => clickedGroup(o, index, byHover))
                }}
              >
                {item.title}
                <ChevronIcon />
              </button>
              <ul id={subId} className={css.subList} hidden={!expanded}>
                {item.childlist.map((child) => (
                  <li key={`${child.path}-${child.title}`}>
                    <NavLink item={child} className={css.subLink} onChoose={choose} />
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
