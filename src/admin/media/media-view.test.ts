import { describe, expect, it } from 'vitest'
import { pickerText } from './media-picker-text'
import { altOf, describeMedia, pickedFile, scaledHeight, searchStatus, sizeOf } from './media-view'
import { mediaItem } from './testing'

// How the library and the picker show a file, without a screen.
const picture = mediaItem()
const pdf = mediaItem({
  id: 4,
  kind: 'document',
  fileName: 'guide.pdf',
  bytes: 10,
  width: null,
  height: null,
  altCn: '',
  altEn: '',
  thumbnailUrl: null,
})

describe('a file as the office shows it', () => {
  it('describes it in the screen language, by name alone when it has no description', () => {
    expect(altOf(picture, 'en')).toBe('The hall')
    expect(altOf(picture, 'zh-CN')).toBe('展馆')
    expect(describeMedia(picture, 'en')).toBe('hall.jpg — The hall')
    expect(describeMedia(picture, 'zh-CN')).toBe('hall.jpg — 展馆')
    expect(describeMedia(pdf, 'en')).toBe('guide.pdf')
  })

  it('scales a picture to a width with its proportions, and knows no height without dimensions', () => {
    expect(scaledHeight(picture, 96)).toBe(54)
    expect(scaledHeight(picture, 64)).toBe(36)
    expect(scaledHeight(pdf, 96)).toBeNull()
  })

  it('gives a size in kilobytes, at least one, and a picture its pixels', () => {
    expect(sizeOf(picture)).toBe('195 KB · 1600×900')
    expect(sizeOf(pdf)).toBe('1 KB')
  })
})

describe('the picker', () => {
  it('shows the file chosen in this visit while it is the value', () => {
    expect(pickedFile(picture, 3, '/old.jpg')).toEqual({ kind: 'item', item: picture, preview: picture.thumbnailUrl })
    expect(pickedFile(pdf, 4, null)).toEqual({ kind: 'item', item: pdf, preview: null })
  })

  it('shows the current path while the choice is kept or another file is the value', () => {
    expect(pickedFile(null, 'keep', '/media/logo.png')).toEqual({ kind: 'path', path: '/media/logo.png' })
    expect(pickedFile(picture, 9, '/uploads/other.jpg')).toEqual({ kind: 'path', path: '/uploads/other.jpg' })
  })

  it('shows nothing once removed, or when the row has no file', () => {
    expect(pickedFile(picture, null, '/uploads/hall.jpg')).toEqual({ kind: 'none' })
    expect(pickedFile(null, 'keep', null)).toEqual({ kind: 'none' })
  })

  it('says nothing before the first search, then the count, no match, or the failure', () => {
    expect(searchStatus(false, null)).toBeNull()
    expect(searchStatus(false, [])).toBe(pickerText.empty)
    expect(searchStatus(false, [picture, pdf])).toEqual({ ...pickerText.found, values: { count: 2 } })
    expect(searchStatus(true, [picture])).toBe(pickerText.failed)
  })
})
