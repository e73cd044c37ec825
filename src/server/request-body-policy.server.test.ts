import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { bodyLimitOf, LARGE_SERVER_FNS, largeServerFnOf } from './request-body-policy.server'
import { serverFnHandlerName, serverFnId } from './server-fn-id'

const MB = 1024 * 1024
const id = (file: string, name: string) => `/_serverFn/${serverFnId(file, serverFnHandlerName(name))}`

describe('the body limit of a path', () => {
  it('names server functions that exist where it says (the id is built from the path: a moved file loses its limit)', () => {
    for (const fn of LARGE_SERVER_FNS)
      expect(readFileSync(fn.file, 'utf8'), fn.file).toContain(`export const ${fn.name} = createServerFn(`)
  })

  it('is 64 KB for every path but the large server functions', () => {
    for (const path of ['/api/auth/sign-in/email', '/become-an-exhibitor', '/_serverFn/nope', '/admin'])
      expect(bodyLimitOf(path), path).toBe(64 * 1024)
    expect(bodyLimitOf(id('src/admin/accounts/accounts.functions.ts', 'setAccountRole'))).toBe(64 * 1024)
  })

  it('knows the large server functions by the ids the build gives them', () => {
    expect(bodyLimitOf(id('src/admin/media/media-admin.functions.ts', 'uploadMediaFile'))).toBe(20 * MB + 64 * 1024)
    expect(bodyLimitOf(id('src/admin/import/import.functions.ts', 'uploadExhibitorImport'))).toBe(5 * MB + 64 * 1024)
    expect(bodyLimitOf(id('src/admin/floor-plan/floor-plan.functions.ts', 'importAdminBooths'))).toBe(MB + 64 * 1024)
    expect(bodyLimitOf(id('src/admin/news/news-admin.functions.ts', 'saveNewsItem'))).toBe(2 * MB)
    expect(bodyLimitOf(id('src/admin/settings/settings.functions.ts', 'saveSettingsForm'))).toBe(256 * 1024)
  })

  it('receives the booth import in an upload slot, for sales and admins only (its XLSX is unpacked there)', () => {
    expect(largeServerFnOf(id('src/admin/floor-plan/floor-plan.functions.ts', 'importAdminBooths'))).toMatchObject({
      capability: 'booths:write',
    })
  })

  it('knows them by a dev server’s ids too (base64 JSON of the file and the handler)', () => {
    const dev = Buffer.from(
      JSON.stringify({
        file: '/@id/src/admin/media/media-admin.functions.ts?tss-serverfn-split',
        export: 'uploadMediaFile_createServerFn_handler',
      }),
    ).toString('base64url')
    expect(bodyLimitOf(`/_serverFn/${dev}`)).toBe(20 * MB + 64 * 1024)
  })
})
