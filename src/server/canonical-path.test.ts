import { describe, expect, it } from 'vitest'
import { isAdminPath } from '~/i18n/admin-locale'
import { canonicalPrefixPath } from './canonical-path'

describe('the one spelling of the paths the edge decides on', () => {
  it.each([
    ['/ADMIN/accounts', '/admin/accounts'],
    ['/Admin', '/admin'],
    ['/aDmIn/', '/admin/'],
    ['/%61dmin/accounts', '/admin/accounts'],
    ['/%41DMIN/news/12', '/admin/news/12'],
    ['/API/auth/sign-in/email', '/api/auth/sign-in/email'],
    ['/Api', '/api'],
    ['/_SERVERFN/abc', '/_serverFn/abc'],
    ['/PREVIEW/settings', '/preview/settings'],
    ['/Newsletter/confirm', '/newsletter/confirm'],
    ['/EN/Preview/news/3', '/en/preview/news/3'],
    ['/en/NEWSLETTER/unsubscribe', '/en/newsletter/unsubscribe'],
    // A badge's path is its token: any other spelling is the same private page (issue 39).
    ['/%62adge/ABCDEFGHIJKLMNOPQRSTUVWXYZ', '/badge/ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
    ['/BADGE/ABCDEFGHIJKLMNOPQRSTUVWXYZ', '/badge/ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
    ['/en/%42adge/ABCDEFGHIJKLMNOPQRSTUVWXYZ', '/en/badge/ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
    ['/Register/Confirm', '/register/confirm'],
    // Only the prefix changes: the rest (a token, an encoded slash) is kept byte for byte.
    ['/ADMIN/reset/AbC%2Fd', '/admin/reset/AbC%2Fd'],
    ['/ADMIN//evil.example', '/admin//evil.example'],
  ])('%s -> %s', (path, canonical) => {
    expect(canonicalPrefixPath(path)).toBe(canonical)
  })

  it.each([
    '/admin/accounts',
    '/admin',
    '/api/auth/get-session',
    '/_serverFn/abc',
    '/preview/settings',
    '/en/newsletter/confirm',
    '/badge/ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '/en/badge/sw.js',
    '/REGISTER',
    '/badges',
    '/EN/news',
    '/News',
    '/administrator',
    '/apiary',
    '/%2Fadmin',
    '/%E0%A4',
    '/',
    '',
  ])('leaves %s alone', (path) => {
    expect(canonicalPrefixPath(path)).toBeUndefined()
  })

  it('takes any case of /admin for the back office (the cached-page fast path asks before the redirect)', () => {
    expect(isAdminPath('/ADMIN/accounts')).toBe(true)
    expect(isAdminPath('/Admin')).toBe(true)
    expect(isAdminPath('/administrator')).toBe(false)
  })
})
