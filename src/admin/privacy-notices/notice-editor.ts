import { type SaveOutcome, saveText } from '../ui/use-save'
import type { NoticeEditorData, NoticeProblem, NoticeSaveAnswer, NoticeText } from './contract'
import { noticesText as text } from './privacy-notices-text'

/** The two languages of a notice, as their fields are named in the form and the server's answer. */
export type NoticeBody = 'bodyCn' | 'bodyEn'

/**
 * One form's notice between its saves. Each save names the version its text was made from; when a
 * colleague saved in between, the server refuses it (`stale`) with their text, and nothing typed
 * is lost: the editor loads theirs (dropping the typed text) or saves again over theirs.
 */
interface NoticeEditorState {
  values: Record<NoticeBody, string>
  /** The version the text on screen was made from (0: the form had none). */
  base: number
  /** A colleague's newer version, offered until the editor loads it or saves over it. */
  theirs: NoticeText | null
  problems: Partial<Record<NoticeBody, NoticeProblem>>
  /** Changes when the text is replaced, so the rich-text editors start again from the new text. */
  editorKey: number
}

type NoticeEditorEvent =
  | { type: 'edit'; key: NoticeBody; html: string }
  /** The server's answer to a save. */
  | { type: 'answered'; answer: NoticeSaveAnswer }
  /** The editor drops the typed text for the colleague's version. */
  | { type: 'load-theirs' }

export const initialNoticeEditor = (data: NoticeEditorData): NoticeEditorState => ({
  values: { bodyCn: data.current?.bodyCn ?? '', bodyEn: data.current?.bodyEn ?? '' },
  base: data.current?.version ?? 0,
  theirs: null,
  problems: {},
  editorKey: 0,
})

export function noticeEditorReducer(state: NoticeEditorState, event: NoticeEditorEvent): NoticeEditorState {
  switch (event.type) {
    case 'edit':
      return { ...state, values: { ...state.values, [event.key]: event.html } }
    case 'answered': {
      const { answer } = event
      if (answer.ok) return { ...state, base: answer.version, theirs: null, problems: {} }
      if (answer.reason === 'stale') return { ...state, theirs: answer.current, problems: {} }
      return { ...state, problems: answer.problems }
    }
    case 'load-theirs': {
      const { theirs } = state
      if (!theirs) return state
      return {
        ...state,
        values: { bodyCn: theirs.bodyCn, bodyEn: theirs.bodyEn },
        base: theirs.version,
        theirs: null,
        editorKey: state.editorKey + 1,
      }
    }
  }
}

/**
 * The version the next save is made from: after a colleague's save, theirs, so the button says it
 * saves this text over theirs as the next version.
 */
export const saveBase = (state: NoticeEditorState) => state.theirs?.version ?? state.base

/** What a save says: the version it made, that nothing changed, a colleague's newer save, or the marked languages. */
export function noticeSaveOutcome(answer: NoticeSaveAnswer): SaveOutcome {
  if (answer.ok)
    return { ok: true, text: answer.changed ? { ...text.saved, values: { version: answer.version } } : text.unchanged }
  if (answer.reason === 'stale') return { ok: false, text: saveText.stale }
  return { ok: false, text: text.invalid }
}
