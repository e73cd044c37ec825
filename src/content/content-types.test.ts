import { describe, expect, it } from 'vitest'
import { listedTypeOf, listQueryOf } from './content-lists.server'
import { CONTENT_ORDER_PROBLEMS, CONTENT_TYPES, type ContentType, type OrderProblems } from './content-types'

describe('the content types, described once for both sides', () => {
  it("finds each public list's type by the list's name under /api, and no other name", () => {
    expect(listedTypeOf('booth-types')).toBe('boothTypes')
    expect(listedTypeOf('statistics')).toBe('figures')
    for (const [type, description] of Object.entries<ContentType>(CONTENT_TYPES))
      if (description.list !== undefined) expect(listedTypeOf(description.list.name)).toBe(type)
    // A type the site does not list, a type's own name where its list is named otherwise, and junk.
    for (const name of ['heroSlides', 'exhibitors', 'figures', 'boothTypes', 'constructor', '__proto__', ''])
      expect(listedTypeOf(name), name).toBeUndefined()
  })

  it("reads each list with its own query (a transport list's mode, an awards list's year)", () => {
    expect(Object.keys(listQueryOf('transport').entries)).toEqual(['mode'])
    expect(Object.keys(listQueryOf('awards').entries)).toEqual(['year'])
    expect(Object.keys(listQueryOf('hotels').entries)).toEqual([])
  })

  // A type test: `tsc` fails when an order or a filter names a property the type's table lacks.
  it('orders and filters only by properties of its table (else `tsc` fails)', () => {
    expect(CONTENT_ORDER_PROBLEMS).toEqual({})
    const good = { hotels: { table: 'hotel', order: ['sortOrder', { column: 'id', dir: 'desc' }] } } as const
    const none: OrderProblems<typeof good> = {}
    const typo = { hotels: { table: 'hotel', order: ['sort_order'] } } as const
    // @ts-expect-error the order names `sort_order`, the SQL name, not the property `sortOrder`
    const misspelt: OrderProblems<typeof typo> = {}
    const filter = {
      awards: { table: 'award', list: { name: 'awards', filters: { year: { column: 'yaer', match: 'section' } } } },
    } as const
    // @ts-expect-error `award` has no `yaer`
    const filtered: OrderProblems<typeof filter> = {}
    expect([none, misspelt, filtered]).toEqual([{}, {}, {}])
  })
})
