import { describe, expect, it } from 'vitest'
import type { MenuEditorItem } from './contract'
import {
  initialMenuItemValues,
  menuItemHeading,
  menuItemOutcome,
  menuItemProblems,
  menuItemRequest,
} from './menu-item-form'
import { itemText } from './menu-item-text'

// The menu item form's rules without a screen: what it opens with, what a save sends, and what
// the server's answer makes of the form.
const page: MenuEditorItem = {
  id: 4,
  titleCn: '新闻',
  titleEn: 'News',
  path: '/news',
  outLink: null,
  newWindow: false,
  hidden: true,
  children: [],
}
const link: MenuEditorItem = {
  ...page,
  id: 5,
  path: 'https://example.cn/',
  outLink: 'https://example.cn/',
  newWindow: true,
}
const titleOf = (item: MenuEditorItem) => item.titleEn

describe('the menu item form', () => {
  it('opens a new item empty, as a page, shown', () => {
    expect(initialMenuItemValues({ kind: 'new', parent: null })).toEqual({
      titleCn: '',
      titleEn: '',
      kind: 'page',
      path: '',
      outLink: '',
      newWindow: false,
      hidden: false,
    })
  })

  it('opens an item with its own target: a page keeps its path, a link its address only', () => {
    expect(initialMenuItemValues({ kind: 'edit', item: page })).toMatchObject({
      kind: 'page',
      path: '/news',
      hidden: true,
    })
    expect(initialMenuItemValues({ kind: 'edit', item: link })).toMatchObject({
      kind: 'link',
      path: '',
      outLink: 'https://example.cn/',
      newWindow: true,
    })
  })

  it('names the item edited, or where a new one goes', () => {
    expect(menuItemHeading({ kind: 'new', parent: null }, titleOf)).toBe(itemText.newItem)
    expect(menuItemHeading({ kind: 'new', parent: page }, titleOf).id).toBe(itemText.newChild('News').id)
    expect(menuItemHeading({ kind: 'new', parent: page }, titleOf).values).toEqual({ parent: 'News' })
    expect(menuItemHeading({ kind: 'edit', item: link }, titleOf).values).toEqual({ title: 'News' })
  })

  it('sends only the chosen target, and the parent only for a new item', () => {
    const values = { ...initialMenuItemValues({ kind: 'edit', item: link }), kind: 'page' as const, path: '/contact' }
    expect(menuItemRequest({ kind: 'edit', item: link }, values)).toEqual({
      id: 5,
      parentId: null,
      item: { kind: 'page', titleCn: '新闻', titleEn: 'News', path: '/contact', newWindow: true, hidden: true },
    })
    const typed = {
      ...initialMenuItemValues({ kind: 'new', parent: page }),
      kind: 'link' as const,
      outLink: 'https://a.cn',
    }
    expect(menuItemRequest({ kind: 'new', parent: page }, typed)).toEqual({
      id: null,
      parentId: 4,
      item: { kind: 'link', titleCn: '', titleEn: '', outLink: 'https://a.cn', newWindow: false, hidden: false },
    })
    expect(menuItemRequest({ kind: 'new', parent: null }, typed).parentId).toBeNull()
  })

  it('marks the refused fields and says why; a success closes the form without words', () => {
    const invalid = { ok: false, reason: 'invalid', problems: { titleEn: 'required' } } as const
    expect(menuItemProblems(invalid)).toEqual({ titleEn: 'required' })
    expect(menuItemOutcome(invalid)).toEqual({ ok: false, text: itemText.invalid })
    expect(menuItemProblems({ ok: false, reason: 'not-found' })).toEqual({})
    expect(menuItemOutcome({ ok: false, reason: 'not-found' })).toEqual({ ok: false, text: itemText.notFound })
    expect(menuItemProblems({ ok: true, id: 9 })).toEqual({})
    expect(menuItemOutcome({ ok: true, id: 9 })).toEqual({ ok: true })
  })
})
