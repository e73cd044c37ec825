import type { MessageDescriptor } from '@lingui/core'
import type { SaveOutcome } from '../ui/use-save'
import type { MenuEditorItem, MenuItemFormInput, MenuProblem, MenuSaveAnswer } from './contract'
import { itemText } from './menu-item-text'

/** What the form edits: a new item under a parent (null: top level), or an existing one. */
export type MenuEditing = { kind: 'new'; parent: MenuEditorItem | null } | { kind: 'edit'; item: MenuEditorItem }

/** The form's fields: both targets are kept while the editor switches between a page and a link. */
export interface MenuItemValues {
  titleCn: string
  titleEn: string
  kind: 'page' | 'link'
  path: string
  outLink: string
  newWindow: boolean
  hidden: boolean
}

/** How the form and its parts change one field. */
export type MenuItemEdit = <K extends keyof MenuItemValues>(key: K, value: MenuItemValues[K]) => void

/** The fields as the form opens: the item's own, or empty for a new one (a page, shown). */
export function initialMenuItemValues(editing: MenuEditing): MenuItemValues {
  const item = editing.kind === 'edit' ? editing.item : null
  return {
    titleCn: item?.titleCn ?? '',
    titleEn: item?.titleEn ?? '',
    kind: item?.outLink ? 'link' : 'page',
    path: item && !item.outLink ? item.path : '',
    outLink: item?.outLink ?? '',
    newWindow: item?.newWindow ?? false,
    hidden: item?.hidden ?? false,
  }
}

/** What the form's heading says: which item is edited, or where a new one goes. */
export function menuItemHeading(editing: MenuEditing, titleOf: (item: MenuEditorItem) => string): MessageDescriptor {
  if (editing.kind === 'edit') return itemText.editItem(titleOf(editing.item))
  return editing.parent ? itemText.newChild(titleOf(editing.parent)) : itemText.newItem
}

/** The save a submit sends: only the chosen target, and the parent for a new item (an edit stays where it is). */
export function menuItemRequest(
  editing: MenuEditing,
  values: MenuItemValues,
): { id: number | null; parentId: number | null; item: MenuItemFormInput } {
  const { kind, titleCn, titleEn, path, outLink, newWindow, hidden } = values
  const item: MenuItemFormInput =
    kind === 'page'
      ? { kind, titleCn, titleEn, path, newWindow, hidden }
      : { kind, titleCn, titleEn, outLink, newWindow, hidden }
  return {
    id: editing.kind === 'edit' ? editing.item.id : null,
    parentId: editing.kind === 'new' ? (editing.parent?.id ?? null) : null,
    item,
  }
}

/** The fields the server refused, by name (none after a success or when the item was gone). */
export const menuItemProblems = (answer: MenuSaveAnswer): Record<string, MenuProblem> =>
  !answer.ok && answer.reason === 'invalid' ? answer.problems : {}

/** A save says nothing when it went through (the form closes); a refusal says why. */
export function menuItemOutcome(answer: MenuSaveAnswer): SaveOutcome {
  if (answer.ok) return { ok: true }
  return { ok: false, text: answer.reason === 'invalid' ? itemText.invalid : itemText.notFound }
}
