import { describe, expect, it } from 'vitest'
import { type MediaAction, mediaActionFailed, mediaActionOutcome } from './media-library'
import { libraryText as text } from './media-library-text'
import { mediaItem } from './testing'

// What the library says of each answer to an upload or a deletion, without a screen or a server.
const item = mediaItem()
const upload: MediaAction = { kind: 'upload', data: new FormData(), name: 'hall.jpg' }
const remove: MediaAction = { kind: 'delete', item }

describe('the media library', () => {
  it('names the file uploaded, or the one already in the library', () => {
    expect(mediaActionOutcome({ ok: true, item, existing: false }, upload)).toEqual({
      ok: true,
      text: { ...text.uploaded, values: { name: 'hall.jpg' } },
    })
    expect(mediaActionOutcome({ ok: true, item, existing: true }, upload)).toEqual({
      ok: true,
      text: { ...text.existing, values: { name: 'hall.jpg' } },
    })
  })

  it('says why an upload was refused, with the size limit', () => {
    expect(mediaActionOutcome({ ok: false, reason: 'too-large', maxMegabytes: 20 }, upload)).toEqual({
      ok: false,
      text: { ...text.tooLarge, values: { max: 20 } },
    })
    expect(mediaActionOutcome({ ok: false, reason: 'mismatch', maxMegabytes: 20 }, upload)).toMatchObject({
      ok: false,
      text: { id: text.mismatch.id },
    })
  })

  it('names the file deleted, what still uses it, or that it is gone', () => {
    expect(mediaActionOutcome({ ok: true }, remove)).toEqual({
      ok: true,
      text: { ...text.deleted, values: { name: 'hall.jpg' } },
    })
    expect(mediaActionOutcome({ ok: false, reason: 'in-use', usedBy: ['news 12', 'slide 2'] }, remove)).toEqual({
      ok: false,
      text: { ...text.inUse, values: { name: 'hall.jpg', uses: 'news 12, slide 2' } },
    })
    expect(mediaActionOutcome({ ok: false, reason: 'not-found' }, remove)).toEqual({
      ok: false,
      text: { ...text.gone, values: { name: 'hall.jpg' } },
    })
  })

  it('says which request failed', () => {
    expect(mediaActionFailed(upload)).toBe(text.failed)
    expect(mediaActionFailed(remove)).toBe(text.deleteFailed)
  })
})
