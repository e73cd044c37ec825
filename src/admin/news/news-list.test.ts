import { describe, expect, it } from 'vitest'
import { newsPageSearch } from './news-list'

// The news list's paging links keep the filter and change only the page.
describe('the news list', () => {
  it('links another page with the same filter, the page as the URL writes it', () => {
    expect(newsPageSearch({ q: 'tea', status: 'draft', sort: 'oldest', page: 3 }, 4)).toEqual({
      q: 'tea',
      status: 'draft',
      sort: 'oldest',
      page: '4',
    })
    expect(newsPageSearch({ page: undefined }, 2)).toEqual({ page: '2' })
  })
})
