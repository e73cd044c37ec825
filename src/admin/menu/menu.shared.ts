import { MENU_DEPTH, type MenuMove } from '~/admin/menu/contract'

/**
 * Moves in the menu tree, pure so the screen (buttons, drag and drop) and the server core compute them
 * the same way: the screen turns "up", "into the item above"… into a placement, the server checks and
 * applies that placement to the tree it has just locked.
 */

export interface TreeItem<T> {
  id: number
  children: T[]
}

/** An item's place: its parent (null at the top level), its siblings and its index among them. */
export interface Place<T> {
  parent: T | null
  siblings: T[]
  index: number
}

export function placeOf<T extends TreeItem<T>>(tree: T[], id: number, parent: T | null = null): Place<T> | undefined {
  for (const [index, item] of tree.entries()) {
    if (item.id === id) return { parent, siblings: tree, index }
    const inner = placeOf(item.children, id, item)
    if (inner) return inner
  }
  return undefined
}

export type MoveKind = 'up' | 'down' | 'into' | 'out'

/**
 * The placement a keyboard move asks for, or null when that move is not possible here: "into" puts
 * the item last under the item above it (when that one is top-level and the item has no children of
 * its own), "out" puts a child just after its parent.
 */
export function moveFor<T extends TreeItem<T>>(tree: T[], id: number, kind: MoveKind): MenuMove | null {
  const place = placeOf(tree, id)
  if (!place) return null
  const { parent, siblings, index } = place
  const parentId = parent?.id ?? null
  switch (kind) {
    case 'up':
      return index > 0 ? { id, parentId, index: index - 1 } : null
    case 'down':
      return index < siblings.length - 1 ? { id, parentId, index: index + 1 } : null
    case 'into': {
      const above = siblings[index - 1]
      const item = siblings[index]
      if (parent || !above || !item || item.children.length > 0) return null
      return { id, parentId: above.id, index: above.children.length }
    }
    case 'out': {
      if (!parent) return null
      const parentIndex = tree.findIndex((item) => item.id === parent.id)
      return { id, parentId: null, index: parentIndex + 1 }
    }
  }
}

/** Why a placement cannot be made, or null: the item and its new parent must exist, two levels at most. */
export function moveProblem<T extends TreeItem<T>>(tree: T[], move: MenuMove): 'not-found' | 'too-deep' | null {
  const place = placeOf(tree, move.id)
  const item = place?.siblings[place.index]
  if (!item) return 'not-found'
  if (move.parentId === null) return null
  const parent = placeOf(tree, move.parentId)
  if (!parent) return 'not-found'
  const parentDepth = depthOf(tree, move.parentId)
  if (move.parentId === move.id || parentDepth + heightOf(item) > MENU_DEPTH) return 'too-deep'
  return null
}

function depthOf<T extends TreeItem<T>>(tree: T[], id: number): number {
  const place = placeOf(tree, id)
  return place?.parent ? depthOf(tree, place.parent.id) + 1 : 1
}

/** Levels an item takes with its children: 1 for a leaf. */
function heightOf<T extends TreeItem<T>>(item: T): number {
  return 1 + Math.max(0, ...item.children.map(heightOf))
}

/** The tree after a placement (checked with `moveProblem` first); the input is left as it was. */
export function applyMove<T extends TreeItem<T>>(tree: T[], move: MenuMove): T[] {
  const place = placeOf(tree, move.id)
  const item = place?.siblings[place.index]
  if (!item) return tree
  const without = (list: T[]): T[] =>
    list.filter((entry) => entry.id !== move.id).map((entry) => ({ ...entry, children: without(entry.children) }))
  const insert = (list: T[]) => {
    const at = Math.min(move.index, list.length)
    return [...list.slice(0, at), item, ...list.slice(at)]
  }
  const rest = without(tree)
  if (move.parentId === null) return insert(rest)
  return rest.map((entry) => (entry.id === move.parentId ? { ...entry, children: insert(entry.children) } : entry))
}

/** Each item's parent and 1-based position, as the table stores them. */
export function positionsOf<T extends TreeItem<T>>(
  tree: T[],
  parentId: number | null = null,
): { id: number; parentId: number | null; sortOrder: number }[] {
  return tree.flatMap((item, index) => [
    { id: item.id, parentId, sortOrder: index + 1 },
    ...positionsOf(item.children, item.id),
  ])
}
