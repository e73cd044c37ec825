import { describe, expect, it } from 'vitest'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, resolvePage } from './paging'

describe('resolvePage', () => {
  it('defaults, clamps and computes the offset', () => {
    expect(resolvePage({})).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE, offset: 0 })
    expect(resolvePage({ page: 3, pageSize: 20 })).toEqual({ page: 3, pageSize: 20, offset: 40 })
    expect(resolvePage({ page: 0, pageSize: 0 })).toEqual({ page: 1, pageSize: 1, offset: 0 })
    expect(resolvePage({ page: 2.7, pageSize: 1e6 })).toEqual({
      page: 2,
      pageSize: MAX_PAGE_SIZE,
      offset: MAX_PAGE_SIZE,
    })
    expect(resolvePage({ page: Number.NaN, pageSize: Number.POSITIVE_INFINITY })).toEqual({
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      offset: 0,
    })
  })
})
