import { describe, expect, it } from 'vitest'
import { canMove, isNarrowed, keptSearch, pageSearch, rowEnds, sortLink } from './list-paging'

describe("a list's address", () => {
  it('keeps the search and the filters, not the page or the sort, for its links', () => {
    expect(keptSearch({ q: 'hotel', mode: 'metro', page: 3, sort: 'title', dir: 'desc' })).toEqual({
      q: 'hotel',
      mode: 'metro',
    })
  })

  it('is narrowed by a search or a filter, not by a page or a sort', () => {
    expect(isNarrowed(keptSearch({ page: 2, sort: 'title', dir: 'asc' }))).toBe(false)
    expect(isNarrowed(keptSearch({ q: 'x' }))).toBe(true)
    expect(isNarrowed(keptSearch({ hidden: 'true' }))).toBe(true)
    expect(isNarrowed({ q: undefined })).toBe(false)
  })

  it('goes to another page with the same search, filters and sort', () => {
    expect(pageSearch({ q: 'a', hidden: 'false', sort: 'title', dir: 'desc', page: 1 }, 2)).toEqual({
      q: 'a',
      hidden: 'false',
      sort: 'title',
      dir: 'desc',
      page: '2',
    })
    expect(pageSearch({}, 5)).toEqual({ sort: undefined, dir: undefined, page: '5' })
  })
})

describe("a list's sort headings", () => {
  const byOrder = { sort: 'order', dir: 'asc' } as const
  const newestFirst = { sort: 'updated', dir: 'desc' } as const

  it('sort by another column ascending first, and say nothing of a column the list is not sorted by', () => {
    expect(sortLink('title', byOrder, byOrder)).toEqual({
      next: { sort: 'title', dir: 'asc' },
      ariaSort: undefined,
      arrow: '',
    })
  })

  it('turn the active column the other way and say which way it runs', () => {
    expect(sortLink('title', { sort: 'title', dir: 'asc' }, byOrder)).toEqual({
      next: { sort: 'title', dir: 'desc' },
      ariaSort: 'ascending',
      arrow: ' ▲',
    })
    expect(sortLink('title', { sort: 'title', dir: 'desc' }, byOrder)).toEqual({
      next: { sort: 'title', dir: 'asc' },
      ariaSort: 'descending',
      arrow: ' ▼',
    })
  })

  it("ask for the type's default sort by leaving the sort out of the address", () => {
    expect(sortLink('updated', { sort: 'updated', dir: 'asc' }, newestFirst).next).toEqual({})
    expect(sortLink('updated', newestFirst, newestFirst).next).toEqual({ sort: 'updated', dir: 'asc' })
  })
})

describe("a list's moves", () => {
  it('are offered only in editorial order, ascending, neither searched nor filtered', () => {
    expect(canMove(true, { sort: 'order', dir: 'asc' }, false)).toBe(true)
    expect(canMove(false, { sort: 'order', dir: 'asc' }, false)).toBe(false)
    expect(canMove(true, { sort: 'order', dir: 'desc' }, false)).toBe(false)
    expect(canMove(true, { sort: 'title', dir: 'asc' }, false)).toBe(false)
    expect(canMove(true, { sort: 'order', dir: 'asc' }, true)).toBe(false)
  })

  it('stop at the ends of the whole list, not of the page', () => {
    const list = { page: 1, pageSize: 25, total: 30 }
    expect(rowEnds(0, list)).toEqual({ first: true, last: false })
    expect(rowEnds(24, list)).toEqual({ first: false, last: false })
    expect(rowEnds(0, { ...list, page: 2 })).toEqual({ first: false, last: false })
    expect(rowEnds(4, { ...list, page: 2 })).toEqual({ first: false, last: true })
    expect(rowEnds(0, { page: 1, pageSize: 25, total: 1 })).toEqual({ first: true, last: true })
  })
})
