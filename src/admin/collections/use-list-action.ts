import { emptyStatus } from '../ui/action-state'
import { useSave } from '../ui/use-save'
import { bulkCollectionAction, deleteCollectionItem, moveCollectionItem } from './collections.functions'
import { type ListAction, listActionOutcome } from './list-action'
import { listText } from './list-text'
import type { CollectionName } from './registry'

/** Runs a list action; answers how many rows it changed (0: refused, the row was gone or at the end). */
async function runListAction(name: CollectionName, action: ListAction): Promise<number> {
  if (action.kind === 'bulk') return bulkCollectionAction({ data: { name, ids: action.ids, action: action.action } })
  const done =
    action.kind === 'move'
      ? await moveCollectionItem({ data: { name, id: action.id, direction: action.direction } })
      : await deleteCollectionItem({ data: { name, id: action.id } })
  return done ? 1 : 0
}

/**
 * A list's row and bulk actions through the back office's one action hook: one notice for all of
 * them, and the list reloaded after each answer (`reload`), a refusal included.
 */
export const useListAction = (name: CollectionName, reload: () => Promise<void>) =>
  useSave({
    save: (input: ListAction) => runListAction(name, input),
    outcome: listActionOutcome,
    failed: listText.notSent,
    onSaved: reload,
    onRefused: reload,
    initial: emptyStatus,
  })
