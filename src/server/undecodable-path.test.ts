import { describe, expect, it } from 'vitest'
import { markUndecodablePath, UNDECODABLE_PATH_HEADER } from './undecodable-path'

describe('markUndecodablePath', () => {
  it('passes readable paths through untouched', () => {
    const request = new Request('http://site.test/news?page=2')
    expect(markUndecodablePath(request)).toBe(request)
  })

  it('marks an undecodable path and keeps its language and API-ness', () => {
    for (const [path, expected] of [
      ['/%E0%A4', '/undecodable'],
      ['/en/%E0', '/en/undecodable'],
      ['/api/news/%80?x=1', '/api/undecodable?x=1'],
    ] as const) {
      const marked = markUndecodablePath(new Request(`http://site.test${path}`))
      expect(new URL(marked.url).pathname + new URL(marked.url).search).toBe(expected)
      expect(marked.headers.get(UNDECODABLE_PATH_HEADER)).toBe('1')
    }
  })

  it('drops a client-sent copy of the header', () => {
    const marked = markUndecodablePath(
      new Request('http://site.test/', { headers: { [UNDECODABLE_PATH_HEADER]: '1' } }),
    )
    expect(marked.headers.has(UNDECODABLE_PATH_HEADER)).toBe(false)
  })
})
