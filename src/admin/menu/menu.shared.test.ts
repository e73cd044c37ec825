import { describe, expect, it } from 'vitest'
import { applyMove, moveFor, moveProblem, placeOf, positionsOf } from './menu.shared'

interface Node {
  id: number
  children: Node[]
}

const leaf = (id: number): Node => ({ id, children: [] })

/** 1, 2 (with 21 and 22), 3: a group among two leaves, as the menu editor sees it. */
const menu = (): Node[] => [leaf(1), { id: 2, children: [leaf(21), leaf(22)] }, leaf(3)]

const ids = (tree: Node[]): unknown[] =>
  tree.map((item) => (item.children.length ? [item.id, ids(item.children)] : item.id))

describe('an item’s place in the menu tree', () => {
  it('names its parent, its siblings and its index, at the top level and under a group', () => {
    const tree = menu()
    expect(placeOf(tree, 3)).toEqual({ parent: null, siblings: tree, index: 2 })
    const group = tree[1]
    expect(placeOf(tree, 22)).toEqual({ parent: group, siblings: group?.children, index: 1 })
    expect(placeOf(tree, 99)).toBeUndefined()
  })
})

describe('a move by its buttons or keys', () => {
  it('goes up and down among its siblings, and not past either end', () => {
    const tree = menu()
    expect(moveFor(tree, 3, 'up')).toEqual({ id: 3, parentId: null, index: 1 })
    expect(moveFor(tree, 21, 'down')).toEqual({ id: 21, parentId: 2, index: 1 })
    expect(moveFor(tree, 1, 'up')).toBeNull()
    expect(moveFor(tree, 3, 'down')).toBeNull()
    expect(moveFor(tree, 22, 'down')).toBeNull()
  })

  it('goes into the item above as its last sub-item, only for a top-level item without sub-items', () => {
    const tree = menu()
    expect(moveFor(tree, 3, 'into')).toEqual({ id: 3, parentId: 2, index: 2 })
    expect(moveFor(tree, 1, 'into')).toBeNull()
    // A group would make a third level; a sub-item is already inside one.
    expect(moveFor(tree, 2, 'into')).toBeNull()
    expect(moveFor(tree, 22, 'into')).toBeNull()
  })

  it('goes out of its group to just after it, and a top-level item has no group to leave', () => {
    const tree = menu()
    expect(moveFor(tree, 21, 'out')).toEqual({ id: 21, parentId: null, index: 2 })
    expect(moveFor(tree, 1, 'out')).toBeNull()
    expect(moveFor(tree, 99, 'up')).toBeNull()
  })
})

describe('a placement', () => {
  it('is refused when the item or its new parent is gone', () => {
    expect(moveProblem(menu(), { id: 99, parentId: null, index: 0 })).toBe('not-found')
    expect(moveProblem(menu(), { id: 1, parentId: 99, index: 0 })).toBe('not-found')
  })

  it('is refused when it would make a third level or put an item inside itself', () => {
    expect(moveProblem(menu(), { id: 2, parentId: 1, index: 0 })).toBe('too-deep')
    expect(moveProblem(menu(), { id: 1, parentId: 21, index: 0 })).toBe('too-deep')
    expect(moveProblem(menu(), { id: 1, parentId: 1, index: 0 })).toBe('too-deep')
  })

  it('is possible anywhere at the top level and for a leaf under a top-level item', () => {
    expect(moveProblem(menu(), { id: 2, parentId: null, index: 0 })).toBeNull()
    expect(moveProblem(menu(), { id: 21, parentId: null, index: 3 })).toBeNull()
    expect(moveProblem(menu(), { id: 1, parentId: 2, index: 0 })).toBeNull()
  })

  it('gives the new tree and leaves the old one as it was', () => {
    const tree = menu()
    expect(ids(applyMove(tree, { id: 3, parentId: null, index: 0 }))).toEqual([3, 1, [2, [21, 22]]])
    expect(ids(applyMove(tree, { id: 1, parentId: 2, index: 1 }))).toEqual([[2, [21, 1, 22]], 3])
    expect(ids(applyMove(tree, { id: 21, parentId: null, index: 2 }))).toEqual([1, [2, [22]], 21, 3])
    // An index past the end puts it last; an unknown item changes nothing.
    expect(ids(applyMove(tree, { id: 1, parentId: null, index: 9 }))).toEqual([[2, [21, 22]], 3, 1])
    expect(applyMove(tree, { id: 99, parentId: null, index: 0 })).toBe(tree)
    expect(ids(tree)).toEqual([1, [2, [21, 22]], 3])
  })

  it('is stored as each item’s parent and 1-based position', () => {
    expect(positionsOf(menu())).toEqual([
      { id: 1, parentId: null, sortOrder: 1 },
      { id: 2, parentId: null, sortOrder: 2 },
      { id: 21, parentId: 2, sortOrder: 1 },
      { id: 22, parentId: 2, sortOrder: 2 },
      { id: 3, parentId: null, sortOrder: 3 },
    ])
  })
})
