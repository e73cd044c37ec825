import { describe, expect, it } from 'vitest'
import { pageCacheTarget } from './page-cache-key'

const key = (path: string) => {
  const url = new URL(path, 'http://site.test')
  return pageCacheTarget(url.pathname, url.search)?.key
}

describe('pageCacheTarget', () => {
  it('drops unknown params and the default page', () => {
    expect(key('/news')).toBe(key('/news?page=1'))
    expect(key('/news')).toBe(key('/news?x=1&utm_source=y'))
    expect(key('/news')).toBe(key('/NEWS/'))
    expect(key('/news?page=2')).not.toBe(key('/news'))
    expect(key('/en/news')).not.toBe(key('/news'))
  })

  it('keeps validated params in one order', () => {
    expect(key('/search-news?page=2&keywords=a')).toBe(key('/search-news?keywords=a&page=2&z=1'))
    expect(key('/directories?country=DE&q=tea')).toBe(key('/directories?q=tea&country=DE&q2=x'))
    expect(key('/directories?q=tea')).not.toBe(key('/directories?q=coffee'))
  })

  it('gives every invalid query of a route one entry, rendered as an invalid query', () => {
    expect(key('/news?page=abc')).toBe(key('/news?page=-1'))
    expect(pageCacheTarget('/search-news', '?keywords=%00')?.path).toBe('/search-news?page=0')
  })

  it('gives all unknown paths of a locale one entry', () => {
    expect(key('/whatever')).toBe(key('/other/deep?x=1'))
    expect(key('/en/whatever')).not.toBe(key('/whatever'))
    expect(pageCacheTarget('/en/whatever', '')?.path).toBe('/en/__unknown__')
  })

  it('keys news items by their canonical id', () => {
    expect(key('/news/3')).toBe(key('/news/3?x=1'))
    expect(key('/news/03')).toBe(key('/news/abc'))
    expect(key('/news/3')).not.toBe(key('/news/4'))
  })

  it('keeps one hall plan for every search, opened booth and star list (the browser marks them)', () => {
    const plain = pageCacheTarget('/en/floor-plan', '?colour=industry&q=tea&booth=N5-A01&stars=3.17')
    expect(plain).toEqual({ key: 'en:/floor-plan?colour=industry', path: '/en/floor-plan?colour=industry' })
    for (const marks of ['?q=coffee', '?booth=N5-B07', '?stars=42', '?q=&booth=&stars=', '?nojs=1'])
      expect(key(`/floor-plan${marks}`), marks).toBe(key('/floor-plan'))
    expect(key('/floor-plan?sort=area')).not.toBe(key('/floor-plan'))
    expect(key('/floor-plan?booth=nope!')).toBe(key('/floor-plan?sort=nope'))
  })

  it('renders a plan drawn with its marks for a browser without JavaScript for its request alone', () => {
    expect(pageCacheTarget('/floor-plan', '?q=tea&nojs=1')).toBeUndefined()
    expect(pageCacheTarget('/en/floor-plan', '?booth=N5-A01&nojs=1')).toBeUndefined()
  })

  it('leaves paths the router redirects uncached', () => {
    expect(pageCacheTarget('//news', '')).toBeUndefined()
  })
})
