import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SaveOutcome } from '../ui/use-save'
import type { BulkAction } from './contract'
import { listText } from './list-text'

/** A row action of the list, or a bulk action on the rows chosen. */
export type ListAction =
  | { kind: 'move'; id: number; direction: 'up' | 'down' }
  | { kind: 'delete'; id: number }
  | { kind: 'bulk'; action: BulkAction; ids: number[] }

/**
 * What each bulk action says when done: its own words, so a screen reader hears a second action of
 * another kind even when it touched as many rows as the first.
 */
const bulkDoneText = {
  show: msg`{count, plural, one {# item shown on the site.} other {# items shown on the site.}}`,
  hide: msg`{count, plural, one {# item hidden from the site.} other {# items hidden from the site.}}`,
  delete: msg`{count, plural, one {# item deleted.} other {# items deleted.}}`,
} satisfies Record<BulkAction, MessageDescriptor>

/**
 * What the list says of an action's answer, the number of rows it changed. A bulk action is all or
 * none on the server and says how many; a move or a delete that changed nothing was refused (the
 * row was gone, or already at the end), and the list reloads to show why.
 */
export function listActionOutcome(changed: number, action: ListAction): SaveOutcome {
  if (action.kind === 'bulk') return { ok: true, text: { ...bulkDoneText[action.action], values: { count: changed } } }
  if (changed === 0) return { ok: false, text: listText.failed }
  return { ok: true, text: action.kind === 'move' ? listText.moved : listText.removed }
}
