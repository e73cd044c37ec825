import { describe, expect, it } from 'vitest'
import { CONTENT_TYPES } from '~/content/content-types'
import { COLLECTIONS, REGISTRY_COLUMN_PROBLEMS, REGISTRY_FILTER_PROBLEMS } from './registry'
import type { ColumnProblems, FilterProblems } from './registry-columns'

// A type test: `tsc` (in `npm test`) fails when a registry names a column its Drizzle table lacks.
// Each `@ts-expect-error` below must meet an error; were the check to let a misspelt column through,
// the directive itself would be the error.

describe('the registry names only columns of its tables', () => {
  it('holds for the registry as it is', () => {
    expect(REGISTRY_COLUMN_PROBLEMS).toEqual({})
  })

  it('is refused by the compiler for a misspelt column, a localised pair, a media copy and a scope', () => {
    const good = {
      hotels: { table: 'hotel', fields: { roomType: { kind: 'localised', column: 'room_type' } } },
    } as const
    const none: ColumnProblems<typeof good> = {}
    const typo = { hotels: { table: 'hotel', fields: { roomType: { kind: 'text', column: 'room_typo' } } } } as const
    // @ts-expect-error `room_typo` is no column of `hotel`
    const misspelt: ColumnProblems<typeof typo> = {}
    const pair = { awards: { table: 'award', fields: { name: { kind: 'localised', column: 'price' } } } } as const
    // @ts-expect-error `award` has no `price_cn` / `price_en`
    const localised: ColumnProblems<typeof pair> = {}
    const copy = {
      slides: {
        table: 'hero_slide',
        fields: { image: { kind: 'media', column: 'image_media_id', copies: { url: 'image_url' } } },
      },
    } as const
    // @ts-expect-error `hero_slide` copies the picture into `image`, not `image_url`
    const media: ColumnProblems<typeof copy> = {}
    const scoped = { fairs: { table: 'partner', scope: { column: 'sort', value: 'x' }, fields: {} } } as const
    // @ts-expect-error `partner` has no `sort`
    const scope: ColumnProblems<typeof scoped> = {}
    expect([none, misspelt, localised, media, scope]).toEqual([{}, {}, {}, {}, {}])
  })

  it('holds for the filters as they are, and is refused for a filter that is no choice or yes/no field', () => {
    expect(REGISTRY_FILTER_PROBLEMS).toEqual({})
    const fields = {
      mode: { kind: 'enum', column: 'mode', values: ['metro'] },
      title: { kind: 'localised', column: 'title' },
      hidden: { kind: 'boolean', column: 'hidden' },
    } as const
    const good = { transport: { fields, filters: ['mode', 'hidden'] } } as const
    const none: FilterProblems<typeof good> = {}
    const text = { transport: { fields, filters: ['title'] } } as const
    // @ts-expect-error `title` is a text, not a choice
    const notChoice: FilterProblems<typeof text> = {}
    const missing = { transport: { fields, filters: ['colour'] } } as const
    // @ts-expect-error `transport` has no field `colour`
    const unknown: FilterProblems<typeof missing> = {}
    expect([none, notChoice, unknown]).toEqual([{}, {}, {}])
  })
})

describe("the registry extends the site's one description of each type", () => {
  it("keeps each type's table, order and scope as CONTENT_TYPES has them", () => {
    for (const [name, collection] of Object.entries(COLLECTIONS)) {
      const type = CONTENT_TYPES[name as keyof typeof COLLECTIONS]
      expect(
        {
          table: collection.table,
          ordered: collection.ordered,
          scope: 'scope' in collection ? collection.scope : undefined,
        },
        name,
      ).toEqual({
        table: type.table,
        ordered: type.ordered,
        scope: 'scope' in type ? type.scope : undefined,
      })
    }
  })
})
