import type { MessageDescriptor } from '@lingui/core'
import type { SaveOutcome } from '../ui/use-save'
import type { MediaDeleteAnswer, MediaItem, MediaUploadAnswer } from './contract'
import { libraryText as text } from './media-library-text'

/** An upload from the form, or the deletion of a file in the list. */
export type MediaAction = { kind: 'upload'; data: FormData; name: string } | { kind: 'delete'; item: MediaItem }
export type MediaAnswer = MediaUploadAnswer | MediaDeleteAnswer

const uploadRefusals = {
  'no-file': text.noFile,
  type: text.type,
  mismatch: text.mismatch,
  'too-large': text.tooLarge,
  unreadable: text.unreadable,
} satisfies Record<Extract<MediaUploadAnswer, { ok: false }>['reason'], MessageDescriptor>

/** The answer in the library's words: what was stored or deleted, or why not. */
export function mediaActionOutcome(answer: MediaAnswer, action: MediaAction): SaveOutcome {
  if (action.kind === 'upload') {
    if (answer.ok)
      return {
        ok: true,
        text: {
          ...('existing' in answer && answer.existing ? text.existing : text.uploaded),
          values: { name: action.name },
        },
      }
    if ('maxMegabytes' in answer)
      return { ok: false, text: { ...uploadRefusals[answer.reason], values: { max: answer.maxMegabytes } } }
  }
  const name = action.kind === 'delete' ? action.item.fileName : action.name
  if (answer.ok) return { ok: true, text: { ...text.deleted, values: { name } } }
  if ('usedBy' in answer)
    return { ok: false, text: { ...text.inUse, values: { name, uses: answer.usedBy.join(', ') } } }
  return { ok: false, text: { ...text.gone, values: { name } } }
}

/** What a failed request says: it was an upload or a deletion. */
export const mediaActionFailed = (action: MediaAction) => (action.kind === 'upload' ? text.failed : text.deleteFailed)
