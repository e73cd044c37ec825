import type { MessageDescriptor } from '@lingui/core'
import type { NewsStatus } from '~/db/schema-enums'
import type { MediaChoice } from '../media/MediaPicker'
import { type SaveOutcome, saveText } from '../ui/use-save'
import type { NewsEditable, NewsSaveAnswer, NewsSaveInputValue } from './contract'
import { editorText } from './news-editor-text'

/** What the editor's fields hold: an item without its identity and its cover. */
export type NewsValues = Omit<NewsSaveInputValue, 'id' | 'version' | 'coverMediaId'>

/**
 * The news editor between its saves. A save names the version it was made from; when a colleague
 * saved in between, the server refuses it (`stale`) and sends their version, and nothing typed is
 * lost: the editor loads theirs (dropping the typed text) or saves again over theirs.
 */
export interface NewsEditorState {
  values: NewsValues
  /** The item's id and the version the next save is made from; absent until a new item is saved. */
  identity: { id: number; version: number } | undefined
  /** A colleague's newer save, shown with the two choices until the editor makes one. */
  theirs: NewsEditable | null
  /** Sent only once the editor picks a cover: an item's older (seeded) cover stays as it is otherwise. */
  cover: MediaChoice
  /** Changes when the fields are replaced, so the rich-text editors start again from the new text. */
  editorKey: number
  /** The status as last saved: what the public site shows now, and so what Save will change. */
  savedStatus: NewsStatus | undefined
}

export type NewsEditorEvent =
  /** The editor changed fields. */
  | { type: 'edit'; patch: Partial<NewsValues> }
  | { type: 'cover'; cover: MediaChoice }
  /** The server took the save, made with `status`, as `version` of item `id`. */
  | { type: 'saved'; id: number; version: number; status: NewsStatus }
  /** The server refused the save: a colleague saved `theirs` after this version was loaded. */
  | { type: 'stale'; theirs: NewsEditable }
  /** The editor drops the typed text for the colleague's version. */
  | { type: 'load-theirs' }

/** A new item: a draft dated now, to the minute (the date field shows no seconds). */
const emptyNewsValues = (now: number): NewsValues => ({
  category: 'exhibition',
  status: 'draft',
  publishedAt: new Date(Math.floor(now / 60_000) * 60_000).toISOString(),
  titleCn: '',
  titleEn: '',
  summaryCn: '',
  summaryEn: '',
  bodyCn: '',
  bodyEn: '',
})

export function initialNewsEditor(item: NewsEditable | null, now: number): NewsEditorState {
  return {
    values: item ? newsValues(item) : emptyNewsValues(now),
    identity: item ? { id: item.id, version: item.version } : undefined,
    theirs: null,
    cover: coverChoice(item),
    editorKey: 0,
    savedStatus: item?.status,
  }
}

export function newsEditorReducer(state: NewsEditorState, event: NewsEditorEvent): NewsEditorState {
  switch (event.type) {
    case 'edit':
      return { ...state, values: { ...state.values, ...event.patch } }
    case 'cover':
      return { ...state, cover: event.cover }
    case 'saved':
      return {
        ...state,
        theirs: null,
        identity: { id: event.id, version: event.version },
        savedStatus: event.status,
      }
    case 'stale':
      return { ...state, theirs: event.theirs }
    case 'load-theirs': {
      const { theirs } = state
      if (!theirs) return state
      return {
        ...state,
        values: newsValues(theirs),
        identity: { id: theirs.id, version: theirs.version },
        cover: coverChoice(theirs),
        theirs: null,
        editorKey: state.editorKey + 1,
      }
    }
  }
}

/**
 * What a save sends: the fields, the item and the version the save is made from (the loaded one, or
 * a colleague's newer one to save over it), and the cover only once the editor chose one.
 */
export function newsSaveRequest(
  state: Pick<NewsEditorState, 'values' | 'identity' | 'cover'>,
  version: number | undefined,
): NewsSaveInputValue {
  return {
    ...state.values,
    id: state.identity?.id,
    version,
    ...(state.cover === 'keep' ? {} : { coverMediaId: state.cover }),
  }
}

/** The server's answer in the editor's words: each refusal says what to do about it. */
export function newsSaveOutcome(answer: NewsSaveAnswer): SaveOutcome {
  if (answer.ok) return { ok: true }
  switch (answer.reason) {
    case 'stale':
      return { ok: false, text: saveText.stale }
    case 'title-missing':
      return { ok: false, text: editorText.titleMissing }
    case 'cover-missing':
      return { ok: false, text: editorText.coverMissing }
    case 'not-found':
      return { ok: false, text: editorText.notFound }
  }
}

/**
 * The save button says what it will do to the public site: publish, update what is live, schedule
 * (at `when`, the publish date as the editor reads it), or keep the item off the site.
 */
export function saveButtonText(
  status: NewsStatus,
  savedStatus: NewsStatus | undefined,
  when: string,
): MessageDescriptor {
  switch (status) {
    case 'published':
      return savedStatus === 'published' ? editorText.updateLive : editorText.publishNow
    case 'scheduled':
      return { ...editorText.scheduleFor, values: { when } }
    case 'draft':
      return editorText.saveDraft
    case 'archived':
      return editorText.saveArchived
  }
}

/** The cover as loaded: a library picture, none, or an older cover (kept unless replaced). */
function coverChoice(item: NewsEditable | null): MediaChoice {
  if (item?.coverMediaId) return item.coverMediaId
  return item?.coverImage ? 'keep' : null
}

function newsValues(item: NewsEditable): NewsValues {
  const { id: _id, version: _version, coverMediaId: _coverMediaId, coverImage: _coverImage, ...values } = item
  return values
}
