import { describe, expect, it } from 'vitest'
import { CONTENT_LISTS_MATCH_TYPES, listedTypeOf, listQueryOf } from './content-lists.server'
import { CONTENT_TYPES, type ContentTypeName } from './content-types'

describe('the content types, described once for both sides', () => {
  it("finds each public list's type by the list's name under /api, and no other name", () => {
    expect(listedTypeOf('booth-types')).toBe('boothTypes')
    expect(listedTypeOf('statistics')).toBe('figures')
    for (const [type, description] of Object.entries(CONTENT_TYPES) as [ContentTypeName, { list?: string }][])
      if (description.list !== undefined) expect(listedTypeOf(description.list)).toBe(type)
    // A type the site does not list, a type's own name where its list is named otherwise, and junk.
    for (const name of ['heroSlides', 'exhibitors', 'figures', 'boothTypes', 'constructor', '__proto__', ''])
      expect(listedTypeOf(name), name).toBeUndefined()
  })

  it('has a reader for every listed type and none for another (else `tsc` fails)', () => {
    expect(CONTENT_LISTS_MATCH_TYPES).toBe(true)
  })

  it("reads each list with its own query (a transport list's mode, an awards list's year)", () => {
    expect(Object.keys(listQueryOf('transport').entries)).toEqual(['mode'])
    expect(Object.keys(listQueryOf('awards').entries)).toEqual(['year'])
    expect(Object.keys(listQueryOf('hotels').entries)).toEqual([])
  })
})
