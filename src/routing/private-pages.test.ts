import { describe, expect, it } from 'vitest'
import { isPrivatePagePath, PRIVATE_PAGE_SECTIONS } from './private-pages'

describe('private pages', () => {
  it.each([
    '/badge/ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '/en/badge/ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '/BADGE/ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '/preview/news/3',
    '/en/newsletter/confirm',
    '/register/confirm',
    '/en/register/confirm/abc',
  ])('%s is private', (path) => {
    expect(isPrivatePagePath(path)).toBe(true)
  })

  it.each(['/', '/en', '/register', '/en/register', '/badges', '/register/confirmed', '/news/3'])(
    '%s is public',
    (path) => {
      expect(isPrivatePagePath(path)).toBe(false)
    },
  )

  it('the literal pattern covers exactly the listed sections, in both languages', () => {
    for (const section of PRIVATE_PAGE_SECTIONS) {
      const path = `/${section.join('/')}`
      for (const page of [path, `/en${path}`, `${path}/x`, `/EN${path.toUpperCase()}`])
        expect(isPrivatePagePath(page)).toBe(true)
      // One segment fewer is not the section (`/register` is public while `/register/confirm` is not).
      if (section.length > 1) expect(isPrivatePagePath(`/${section.slice(0, -1).join('/')}`)).toBe(false)
      expect(isPrivatePagePath(`${path}x`)).toBe(false)
    }
    for (const other of ['/news', '/contact', '/floor-plan', '/directories'])
      expect(isPrivatePagePath(other)).toBe(false)
  })
})
