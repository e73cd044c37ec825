import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { DirectorySearch, NewsListSearch, SearchNewsSearch } from '~/contracts/search'
import { INVALID_SEARCH, searchValidator, validSearch } from './search'

const validate = (schema: Parameters<typeof searchValidator>[0], raw: Record<string, unknown>) =>
  searchValidator(schema)['~standard'].validate(raw).value

describe('searchValidator', () => {
  it('yields the coerced params of a valid query, unknown keys dropped', () => {
    expect(validate(NewsListSearch, { page: '2', utm_source: 'x' })).toEqual({ page: 2 })
    expect(validate(SearchNewsSearch, { keywords: ' 2024 ' })).toEqual({ keywords: ' 2024 ' })
    expect(validate(DirectorySearch, { q: '', germanPavilion: '1' })).toEqual({ q: '', germanPavilion: '1' })
  })

  it("validates a link's typed params as the URL will carry them (a hover preload sees those)", () => {
    expect(validate(NewsListSearch, { page: 2 })).toEqual({ page: 2 })
    expect(validate(SearchNewsSearch, { keywords: 'rice', page: 3 })).toEqual({ keywords: 'rice', page: 3 })
    expect(validate(NewsListSearch, { page: undefined })).toEqual({})
    expect(validate(NewsListSearch, { page: 0 })).toEqual({ [INVALID_SEARCH]: true })
  })

  it('yields the invalid marker, never the raw input, for a query that fails its schema', () => {
    expect(validate(NewsListSearch, { page: '0' })).toEqual({ [INVALID_SEARCH]: true })
    expect(validate(NewsListSearch, { page: 'abc' })).toEqual({ [INVALID_SEARCH]: true })
    expect(validate(SearchNewsSearch, { keywords: 'x'.repeat(101) })).toEqual({ [INVALID_SEARCH]: true })
    expect(validate(DirectorySearch, { germanPavilion: 'yes' })).toEqual({ [INVALID_SEARCH]: true })
  })
})

describe('validSearch', () => {
  it('passes valid params through and throws the router not-found for the marker', () => {
    expect(validSearch({ page: 3 })).toEqual({ page: 3 })
    let thrown: unknown
    try {
      validSearch({ [INVALID_SEARCH]: true })
    } catch (error) {
      thrown = error
    }
    expect(isNotFound(thrown)).toBe(true)
  })
})
