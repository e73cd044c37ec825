import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import type { CollectionRow } from './contract'
import { listFilters, listShape, parentTitle, rowLabel } from './list-shape'
import { listText } from './list-text'
import type { Collection } from './registry'

const label = msg`Label`
const kindLabel = msg`Kind`
const member = msg`Member`
/** A two-level type with a picture, a document, a listed column and filters of each kind. */
const tree: Collection = {
  table: 'industry',
  ordered: true,
  label,
  title: 'name',
  columns: [
    { field: 'code', label: msg`Code` },
    { field: 'name', label: msg`Name` },
    { field: 'gone', label: msg`Gone` },
  ],
  filters: ['kind', 'germanPavilion'],
  fields: {
    code: { kind: 'text', column: 'code', max: 40, label },
    name: { kind: 'localised', column: 'name', max: 200, label },
    file: { kind: 'media', column: 'file_media_id', accept: 'document', copies: { url: 'file' }, label },
    picture: { kind: 'media', column: 'picture_media_id', accept: 'image', copies: { url: 'picture' }, label },
    parent: { kind: 'parent', column: 'parent_id', label },
    kind: { kind: 'enum', column: 'kind', values: ['member', 'guest'], choices: { member }, label: kindLabel },
    germanPavilion: { kind: 'boolean', column: 'german_pavilion', label },
    hidden: { kind: 'boolean', column: 'hidden', label },
  },
}
/** A flat type titled by a plain text, without picture, columns, parents or on/off state. */
const flat: Collection = {
  table: 'statistic',
  ordered: false,
  label,
  title: 'key',
  fields: { key: { kind: 'text', column: 'key', max: 40, label } },
}

const row = (values: Record<string, string>): CollectionRow => ({ id: 7, values, files: {}, updatedAt: '' })

describe("a type's list", () => {
  it('shows what the description declares: title pair, first picture, columns it has, on/off state, parent', () => {
    expect(listShape(tree)).toEqual({
      title: 'name_cn',
      other: 'name_en',
      picture: 'picture_media_id',
      columns: [
        { key: 'code', label: tree.columns?.[0]?.label, entry: 'code' },
        { key: 'name', label: tree.columns?.[1]?.label, entry: 'name_cn' },
      ],
      hideable: true,
      parentColumn: 'parent_id',
    })
    expect(listShape(flat)).toEqual({
      title: 'key',
      other: undefined,
      picture: undefined,
      columns: [],
      hideable: false,
      parentColumn: undefined,
    })
  })

  it('names a row by its title, or says it has none', () => {
    const shape = listShape(tree)
    expect(rowLabel(shape, row({ name_cn: '机械', name_en: 'Machinery' }), '(no title)')).toBe('机械')
    expect(rowLabel(shape, row({ name_cn: '', name_en: 'Machinery' }), '(no title)')).toBe('(no title)')
  })

  it('names the parent a sub-item is filed under, and none for a top-level row or a flat type', () => {
    const shape = listShape(tree)
    const parents = { '3': 'Machinery', '4': '' }
    expect(parentTitle(shape, row({ parent_id: '3' }), parents)).toBe('Machinery')
    expect(parentTitle(shape, row({ parent_id: '4' }), parents)).toBe('')
    expect(parentTitle(shape, row({ parent_id: '' }), parents)).toBeUndefined()
    expect(parentTitle(shape, row({ parent_id: '5' }), parents)).toBeUndefined()
    expect(parentTitle(shape, row({}), parents)).toBeUndefined()
    expect(parentTitle(listShape(flat), row({ parent_id: '3' }), parents)).toBeUndefined()
  })

  it('filters by its declared fields, then its on/off state, each value worded and the chosen one marked', () => {
    const filters = listFilters(tree, { kind: 'guest', hidden: 'true' })
    expect(filters.map(({ key, label, chosen }) => ({ key, label, chosen }))).toEqual([
      { key: 'kind', label: kindLabel, chosen: 'guest' },
      { key: 'germanPavilion', label, chosen: undefined },
      { key: 'hidden', label: listText.state, chosen: 'true' },
    ])
    expect(filters.map((filter) => filter.options)).toEqual([
      [
        { value: 'member', label: member },
        { value: 'guest', label: undefined },
      ],
      [
        { value: 'true', label: listText.yes },
        { value: 'false', label: listText.no },
      ],
      [
        { value: 'true', label: listText.hidden },
        { value: 'false', label: listText.shown },
      ],
    ])
    expect(listFilters(flat, {})).toEqual([])
  })
})
