import { describe, expect, it } from 'vitest'
import type { MenuEditorItem } from './contract'
import { dropMove, refusesDrop, rowMoveKinds, standingOf, titleIn } from './menu-editor'

const item = (id: number, titleEn: string, children: MenuEditorItem[] = []): MenuEditorItem => ({
  id,
  titleCn: `${titleEn}（中）`,
  titleEn,
  path: '/news',
  outLink: null,
  newWindow: false,
  hidden: false,
  children,
})

/** Home, Visitors (with Register and Hotels), Contact. */
const menu = (): MenuEditorItem[] => [
  item(1, 'Home'),
  item(2, 'Visitors', [item(21, 'Register'), item(22, 'Hotels')]),
  item(3, 'Contact'),
]

describe('the menu editor', () => {
  it('shows the label in its own language, else the other one', () => {
    expect(titleIn({ titleCn: '首页', titleEn: 'Home' }, true)).toBe('首页')
    expect(titleIn({ titleCn: '首页', titleEn: 'Home' }, false)).toBe('Home')
    expect(titleIn({ titleCn: '首页', titleEn: '' }, false)).toBe('首页')
    expect(titleIn({ titleCn: '', titleEn: 'Home' }, true)).toBe('Home')
  })

  it('offers "into the item above" on a top-level row and "out of its group" on a sub-item', () => {
    expect(rowMoveKinds(false)).toEqual(['up', 'down', 'into'])
    expect(rowMoveKinds(true)).toEqual(['up', 'down', 'out'])
  })

  it('takes no drop among sub-items while a group is dragged, and every other drop', () => {
    const tree = menu()
    expect(refusesDrop(tree, 2, 21)).toBe(true)
    expect(refusesDrop(tree, 2, 3)).toBe(false)
    expect(refusesDrop(tree, 1, 21)).toBe(false)
    expect(refusesDrop(tree, 21, 3)).toBe(false)
    // Nothing dragged, or the dragged item over its own place.
    expect(refusesDrop(tree, null, 21)).toBe(false)
    expect(refusesDrop(tree, 2, 2)).toBe(false)
  })

  it('asks a drop for the place of the item it landed on', () => {
    const tree = menu()
    expect(dropMove(tree, 3, 1)).toEqual({ id: 3, parentId: null, index: 0 })
    expect(dropMove(tree, 1, 22)).toEqual({ id: 1, parentId: 2, index: 1 })
    expect(dropMove(tree, 21, 3)).toEqual({ id: 21, parentId: null, index: 2 })
  })

  it('asks nothing of a drop over nothing, over itself or over an item gone meanwhile', () => {
    const tree = menu()
    expect(dropMove(tree, 3, null)).toBeNull()
    expect(dropMove(tree, 3, 3)).toBeNull()
    expect(dropMove(tree, 3, 99)).toBeNull()
  })

  it('says where an item stands: its position among its siblings and its group', () => {
    const tree = menu()
    expect(standingOf(tree, 3)).toEqual({ item: tree[2], position: 3, count: 3, parent: null })
    expect(standingOf(tree, 22)).toEqual({ item: tree[1]?.children[1], position: 2, count: 2, parent: tree[1] })
    expect(standingOf(tree, 99)).toBeUndefined()
  })
})
