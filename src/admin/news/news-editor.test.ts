import { describe, expect, it } from 'vitest'
import { saveText } from '../ui/use-save'
import type { NewsEditable } from './contract'
import {
  initialNewsEditor,
  type NewsEditorEvent,
  type NewsEditorState,
  newsEditorReducer,
  newsSaveOutcome,
  newsSaveRequest,
  saveButtonText,
} from './news-editor'
import { editorText } from './news-editor-text'

// The news editor's rules without a screen: what a save sends, a colleague's newer save, and what
// the save button promises.
const now = Date.parse('2025-05-02T03:04:35.500Z')

const item: NewsEditable = {
  id: 7,
  version: 3,
  category: 'trade',
  status: 'draft',
  publishedAt: '2025-05-01T02:00:00.000Z',
  titleCn: '茶叶展区',
  titleEn: 'Tea area',
  summaryCn: '摘要',
  summaryEn: 'Summary',
  bodyCn: '<p>正文</p>',
  bodyEn: '<p>Body</p>',
  coverMediaId: null,
  coverImage: null,
}

const play = (state: NewsEditorState, ...events: NewsEditorEvent[]) => events.reduce(newsEditorReducer, state)

describe('the editor as it opens', () => {
  it('starts a new item as an empty draft dated now, to the minute, with nothing saved yet', () => {
    const state = initialNewsEditor(null, now)
    expect(state.values).toMatchObject({ status: 'draft', category: 'exhibition', titleCn: '', bodyEn: '' })
    expect(state.values.publishedAt).toBe('2025-05-02T03:04:00.000Z')
    expect([state.identity, state.savedStatus, state.cover, state.theirs]).toEqual([undefined, undefined, null, null])
  })

  it('holds an item’s fields apart from its identity, which the next save is made from', () => {
    const state = initialNewsEditor(item, now)
    expect(state.identity).toEqual({ id: 7, version: 3 })
    expect(state.savedStatus).toBe('draft')
    expect(state.values).not.toHaveProperty('id')
    expect(state.values).not.toHaveProperty('coverImage')
    expect(state.values.titleEn).toBe('Tea area')
  })

  it('keeps an older cover unless the editor replaces it, and shows a library cover as chosen', () => {
    expect(initialNewsEditor({ ...item, coverImage: '/media/news/old.webp' }, now).cover).toBe('keep')
    expect(initialNewsEditor({ ...item, coverMediaId: 12, coverImage: '/uploads/12.webp' }, now).cover).toBe(12)
    expect(initialNewsEditor(item, now).cover).toBeNull()
  })
})

describe('what a save sends', () => {
  it('sends the fields with the item and the version asked for', () => {
    const state = play(initialNewsEditor(item, now), { type: 'edit', patch: { titleEn: 'Tea hall' } })
    expect(newsSaveRequest(state, 3)).toMatchObject({ id: 7, version: 3, titleEn: 'Tea hall', titleCn: '茶叶展区' })
  })

  it('sends a new item without id or version', () => {
    const request = newsSaveRequest(initialNewsEditor(null, now), undefined)
    expect([request.id, request.version]).toEqual([undefined, undefined])
  })

  it('leaves the cover out while the older one is kept, and sends a removal or a choice', () => {
    const old = initialNewsEditor({ ...item, coverImage: '/media/news/old.webp' }, now)
    expect(newsSaveRequest(old, 3)).not.toHaveProperty('coverMediaId')
    expect(newsSaveRequest(play(old, { type: 'cover', cover: null }), 3).coverMediaId).toBeNull()
    expect(newsSaveRequest(play(old, { type: 'cover', cover: 12 }), 3).coverMediaId).toBe(12)
  })
})

describe('a save over a colleague’s newer save', () => {
  const theirs: NewsEditable = { ...item, version: 4, titleEn: 'Their title', coverMediaId: 5, coverImage: '/u/5' }
  const refused = play(
    initialNewsEditor(item, now),
    { type: 'edit', patch: { titleEn: 'My title' } },
    { type: 'stale', theirs },
  )

  it('is refused with nothing typed lost, and the version loaded kept', () => {
    expect(refused.theirs).toBe(theirs)
    expect(refused.values.titleEn).toBe('My title')
    expect(refused.identity).toEqual({ id: 7, version: 3 })
    expect(newsSaveOutcome({ ok: false, reason: 'stale', current: theirs })).toEqual({
      ok: false,
      text: saveText.stale,
    })
  })

  it('saved over theirs, sends what was typed made from their version, then forgets theirs', () => {
    expect(newsSaveRequest(refused, theirs.version)).toMatchObject({ id: 7, version: 4, titleEn: 'My title' })
    const saved = play(refused, { type: 'saved', id: 7, version: 5, status: 'draft' })
    expect([saved.theirs, saved.identity]).toEqual([null, { id: 7, version: 5 }])
    expect(saved.values.titleEn).toBe('My title')
  })

  it('dropped for theirs, loads their fields, version and cover, and starts the text editors again', () => {
    const loaded = play(refused, { type: 'load-theirs' })
    expect(loaded.values.titleEn).toBe('Their title')
    expect([loaded.identity, loaded.cover, loaded.theirs]).toEqual([{ id: 7, version: 4 }, 5, null])
    expect(loaded.editorKey).not.toBe(refused.editorKey)
  })

  it('has nothing to load when no save was refused', () => {
    const state = initialNewsEditor(item, now)
    expect(play(state, { type: 'load-theirs' })).toBe(state)
  })
})

describe('the answer in the editor’s words', () => {
  it('says a save went through, and each refusal what to do about it', () => {
    expect(newsSaveOutcome({ ok: true, id: 7, version: 4 })).toEqual({ ok: true })
    expect(newsSaveOutcome({ ok: false, reason: 'title-missing' })).toEqual({
      ok: false,
      text: editorText.titleMissing,
    })
    expect(newsSaveOutcome({ ok: false, reason: 'cover-missing' })).toEqual({
      ok: false,
      text: editorText.coverMissing,
    })
    expect(newsSaveOutcome({ ok: false, reason: 'not-found' })).toEqual({ ok: false, text: editorText.notFound })
  })
})

describe('draft and publish', () => {
  it('records the status the save sent as what the public site shows, not one changed meanwhile', () => {
    const editing = play(initialNewsEditor(item, now), { type: 'edit', patch: { status: 'archived' } })
    const saved = play(editing, { type: 'saved', id: 7, version: 4, status: 'published' })
    expect(saved.savedStatus).toBe('published')
    expect(saved.values.status).toBe('archived')
  })

  it('names on the save button what a save does to the public site', () => {
    expect(saveButtonText('published', 'published', 'x')).toBe(editorText.updateLive)
    for (const saved of ['draft', 'scheduled', 'archived', undefined] as const)
      expect(saveButtonText('published', saved, 'x')).toBe(editorText.publishNow)
    expect(saveButtonText('draft', 'published', 'x')).toBe(editorText.saveDraft)
    expect(saveButtonText('archived', 'published', 'x')).toBe(editorText.saveArchived)
  })

  it('names the Beijing time a schedule goes live at', () => {
    expect(saveButtonText('scheduled', 'draft', '2025/6/11 09:00')).toEqual({
      ...editorText.scheduleFor,
      values: { when: '2025/6/11 09:00' },
    })
  })
})
