import { describe, expect, it } from 'vitest'
import type { IndustryDto } from '~/contracts/content'
import {
  cleanSearch,
  DIRECTORY_PAGE_SIZE,
  directoryPageCount,
  directoryPageSearch,
  directoryQuery,
  industryNames,
  searchFromForm,
} from './directory.shared'

const industry = (code: string, name: string, children: IndustryDto[] = []): IndustryDto => ({
  id: code.length,
  code,
  name,
  children,
})

describe('the directory search', () => {
  it('keeps only the params that filter, so an untouched form and no form share one address', () => {
    expect(cleanSearch({ q: '  ', industry: '', country: 'DE', germanPavilion: '1', page: '1' })).toEqual({
      country: 'DE',
      germanPavilion: '1',
    })
    expect(cleanSearch({ q: 'tea', page: '3' })).toEqual({ q: 'tea', page: '3' })
  })

  it('reads a submitted form, the box unticked meaning no pavilion filter and the page starting over', () => {
    const form = new FormData()
    form.set('q', 'tea')
    form.set('industry', '')
    form.set('country', 'CN')
    expect(searchFromForm(form)).toEqual({ q: 'tea', country: 'CN' })
    form.set('germanPavilion', '1')
    expect(searchFromForm(form)).toEqual({ q: 'tea', country: 'CN', germanPavilion: '1' })
    expect(searchFromForm(new FormData())).toEqual({})
  })

  it('asks the core for the filters, page 1 unless the address names one', () => {
    expect(directoryQuery({ q: ' tea ', germanPavilion: '0' })).toEqual({
      q: 'tea',
      industry: undefined,
      country: undefined,
      germanPavilion: false,
      page: 1,
      pageSize: DIRECTORY_PAGE_SIZE,
    })
    expect(directoryQuery({ page: '4', germanPavilion: '1' })).toMatchObject({ page: 4, germanPavilion: true })
  })

  it('names the industries of both levels of the tree', () => {
    const names = industryNames([industry('tea', 'Tea', [industry('tea-green', 'Green tea')]), industry('oil', 'Oil')])
    expect([...names]).toEqual([
      ['tea', 'Tea'],
      ['tea-green', 'Green tea'],
      ['oil', 'Oil'],
    ])
  })

  it('counts result pages, one even for no result', () => {
    expect(directoryPageCount(0)).toBe(1)
    expect(directoryPageCount(DIRECTORY_PAGE_SIZE)).toBe(1)
    expect(directoryPageCount(DIRECTORY_PAGE_SIZE + 1)).toBe(2)
  })

  it('links a result page with the filters kept, the first page without a page param', () => {
    expect(directoryPageSearch({ q: 'tea' }, 1)).toEqual({ q: 'tea', page: undefined })
    expect(directoryPageSearch({ q: 'tea' }, 2)).toEqual({ q: 'tea', page: '2' })
  })
})
