import { describe, expect, it } from 'vitest'
import { saveText } from '../ui/use-save'
import type { NoticeEditorData, NoticeText } from './contract'
import { initialNoticeEditor, noticeEditorReducer, noticeSaveOutcome, saveBase } from './notice-editor'
import { noticesText } from './privacy-notices-text'

// The privacy notice editor's rules without a screen: versions, a colleague's newer save, and what
// each answer says.
const current: NoticeText = { version: 3, bodyCn: '<p>旧</p>', bodyEn: '<p>Old</p>' }
const data: NoticeEditorData = { form: 'registration', current, versions: [] }
const theirs: NoticeText = { version: 4, bodyCn: '<p>他们的</p>', bodyEn: '<p>Theirs</p>' }

describe('the privacy notice editor', () => {
  it('opens on the current text, or empty from version 0 when the form has none', () => {
    const opened = initialNoticeEditor(data)
    expect(opened.values).toEqual({ bodyCn: '<p>旧</p>', bodyEn: '<p>Old</p>' })
    expect(saveBase(opened)).toBe(3)
    const none = initialNoticeEditor({ ...data, current: null })
    expect(none.values).toEqual({ bodyCn: '', bodyEn: '' })
    expect(saveBase(none)).toBe(0)
  })

  it('keeps what is typed in each language', () => {
    const typed = noticeEditorReducer(initialNoticeEditor(data), { type: 'edit', key: 'bodyEn', html: '<p>New</p>' })
    expect(typed.values).toEqual({ bodyCn: '<p>旧</p>', bodyEn: '<p>New</p>' })
  })

  it('marks the refused languages, and clears the marks on the next answer', () => {
    const refused = noticeEditorReducer(initialNoticeEditor(data), {
      type: 'answered',
      answer: { ok: false, reason: 'invalid', problems: { bodyCn: 'required' } },
    })
    expect(refused.problems).toEqual({ bodyCn: 'required' })
    const saved = noticeEditorReducer(refused, { type: 'answered', answer: { ok: true, version: 4, changed: true } })
    expect(saved.problems).toEqual({})
    expect(saveBase(saved)).toBe(4)
  })

  it("offers a colleague's newer version and saves over it as the next one, the typed text kept", () => {
    const typed = noticeEditorReducer(initialNoticeEditor(data), { type: 'edit', key: 'bodyEn', html: '<p>Mine</p>' })
    const stale = noticeEditorReducer(typed, {
      type: 'answered',
      answer: { ok: false, reason: 'stale', current: theirs },
    })
    expect(stale.theirs).toEqual(theirs)
    expect(stale.values.bodyEn).toBe('<p>Mine</p>')
    expect(saveBase(stale)).toBe(4)
    const over = noticeEditorReducer(stale, { type: 'answered', answer: { ok: true, version: 5, changed: true } })
    expect(over.theirs).toBeNull()
    expect(saveBase(over)).toBe(5)
  })

  it('loads their version in place of the typed text, the editors started again', () => {
    const typed = noticeEditorReducer(initialNoticeEditor(data), { type: 'edit', key: 'bodyEn', html: '<p>Mine</p>' })
    const stale = noticeEditorReducer(typed, {
      type: 'answered',
      answer: { ok: false, reason: 'stale', current: theirs },
    })
    const loaded = noticeEditorReducer(stale, { type: 'load-theirs' })
    expect(loaded.values).toEqual({ bodyCn: '<p>他们的</p>', bodyEn: '<p>Theirs</p>' })
    expect(loaded.theirs).toBeNull()
    expect(saveBase(loaded)).toBe(4)
    expect(loaded.editorKey).toBe(stale.editorKey + 1)
    // Nothing to load without a colleague's version.
    expect(noticeEditorReducer(loaded, { type: 'load-theirs' })).toBe(loaded)
  })

  it('says which version was saved, that nothing changed, or why not', () => {
    expect(noticeSaveOutcome({ ok: true, version: 5, changed: true })).toEqual({
      ok: true,
      text: { ...noticesText.saved, values: { version: 5 } },
    })
    expect(noticeSaveOutcome({ ok: true, version: 3, changed: false })).toEqual({
      ok: true,
      text: noticesText.unchanged,
    })
    expect(noticeSaveOutcome({ ok: false, reason: 'stale', current: theirs })).toEqual({
      ok: false,
      text: saveText.stale,
    })
    expect(noticeSaveOutcome({ ok: false, reason: 'invalid', problems: {} })).toEqual({
      ok: false,
      text: noticesText.invalid,
    })
  })
})
