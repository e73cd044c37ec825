import { useRouter } from '@tanstack/react-router'
import { emptyStatus } from '../ui/action-state'
import { useSave } from '../ui/use-save'
import { deleteMediaItem, uploadMediaFile } from './media-admin.functions'
import { type MediaAction, type MediaAnswer, mediaActionFailed, mediaActionOutcome } from './media-library'

const send = (action: MediaAction): Promise<MediaAnswer> =>
  action.kind === 'upload' ? uploadMediaFile({ data: action.data }) : deleteMediaItem({ data: { id: action.item.id } })

/**
 * The library's upload and deletions through the back office's one action hook: one notice for
 * both, and the list reloaded after each answer, a refusal included (a colleague may have changed it).
 */
export function useMediaAction() {
  const router = useRouter()
  return useSave({
    save: send,
    outcome: mediaActionOutcome,
    failed: mediaActionFailed,
    onSaved: () => router.invalidate(),
    onRefused: () => router.invalidate(),
    initial: emptyStatus,
  })
}
