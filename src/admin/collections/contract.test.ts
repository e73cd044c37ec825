import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CollectionListSearch } from './contract'

// What the list's address carries: the GET form sends one param per filter (empty for "any").
describe("a content list's search params", () => {
  const parse = (search: Record<string, unknown>) => v.parse(CollectionListSearch, search)

  it('takes each filter as its own param, and drops the empty "any" choice', () => {
    expect(parse({ mode: 'metro', hidden: 'false', album: '' })).toMatchObject({ mode: 'metro', hidden: 'false' })
    expect(parse({ album: '' }).album).toBeUndefined()
  })

  it('drops a malformed filter instead of failing the page, and keeps the rest of the search', () => {
    for (const mode of ['metro;drop table', 'a'.repeat(41), ['metro'], 3])
      expect(parse({ q: 'tea', mode }), JSON.stringify(mode)).toEqual({ q: 'tea' })
  })
})
