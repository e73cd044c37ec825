import { describe, expect, it } from 'vitest'
import { redirectTo, sameOriginPath } from './redirect-target'

describe('sameOriginPath', () => {
  it('keeps same-origin paths with their query and fragment', () => {
    expect(sameOriginPath('/en/news?page=2#top')).toBe('/en/news?page=2#top')
    expect(sameOriginPath('/')).toBe('/')
  })

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/.//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '///evil.example',
    '/%2e//evil.example',
    'http://site.invalid:80@evil.example/',
  ])('refuses %s', (target) => {
    expect(sameOriginPath(target)).toBeUndefined()
  })

  it('percent-encodes what a header cannot carry', () => {
    expect(sameOriginPath('/中?q=a b')).toBe('/%E4%B8%AD?q=a%20b')
    expect(sameOriginPath('/a\u0001b')).toBe('/a%01b')
    expect(sameOriginPath('/a\r\nSet-Cookie: x=1')).toBe('/aSet-Cookie:%20x=1')
  })
})

describe('redirectTo', () => {
  it('falls back when the target leaves the site', () => {
    const response = redirectTo('//evil.example/x', { status: 302, fallback: '/en/' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/en/')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
