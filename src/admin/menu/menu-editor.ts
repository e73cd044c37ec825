import type { MenuEditorItem, MenuMove } from './contract'
import { type MoveKind, moveProblem, placeOf, type TreeItem } from './menu.shared'

/**
 * The menu editor's rules apart from its view: the label an item shows, the move buttons a row
 * offers, the placement a drop asks for, the places a dragged item cannot go, and where an item stands
 * after a move (what the status line says). The moves themselves are menu.shared's, which the
 * server computes the same way.
 */

/** The label in the editor's language; an item without one shows its other label. */
export function titleIn(item: Pick<MenuEditorItem, 'titleCn' | 'titleEn'>, chinese: boolean): string {
  return (chinese ? item.titleCn : item.titleEn) || item.titleCn || item.titleEn
}

const topLevelMoves: readonly MoveKind[] = ['up', 'down', 'into']
const nestedMoves: readonly MoveKind[] = ['up', 'down', 'out']

/** A row's move buttons: a top-level item can go into the item above, a sub-item out of its group. */
export function rowMoveKinds(nested: boolean): readonly MoveKind[] {
  return nested ? nestedMoves : topLevelMoves
}

/**
 * Whether `targetId` takes no drop while `dragged` is being dragged: a place the dragged item cannot
 * go (a group among sub-items), so the keyboard's arrow steps and the pointer only ever land on a
 * possible place. The dragged item itself and any item while nothing is dragged take one.
 */
export function refusesDrop<T extends TreeItem<T>>(tree: T[], dragged: number | null, targetId: number): boolean {
  if (dragged === null || dragged === targetId) return false
  const parentId = placeOf(tree, targetId)?.parent?.id ?? null
  return moveProblem(tree, { id: dragged, parentId, index: 0 }) !== null
}

/** The placement a drop asks for: the place of the item it was dropped over; null for no move. */
export function dropMove<T extends TreeItem<T>>(tree: T[], dragged: number, over: number | null): MenuMove | null {
  if (over === null || over === dragged) return null
  const target = placeOf(tree, over)
  if (!target) return null
  return { id: dragged, parentId: target.parent?.id ?? null, index: target.index }
}

/** Where an item stands: itself, its 1-based position among its `count` siblings and its parent. */
export interface Standing<T> {
  item: T
  position: number
  count: number
  parent: T | null
}

export function standingOf<T extends TreeItem<T>>(tree: T[], id: number): Standing<T> | undefined {
  const place = placeOf(tree, id)
  const item = place?.siblings[place.index]
  if (!place || !item) return undefined
  return { item, position: place.index + 1, count: place.siblings.length, parent: place.parent }
}
