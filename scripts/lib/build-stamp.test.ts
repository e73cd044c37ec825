import { describe, expect, it } from 'vitest'
import { type BuildState, fingerprintOf, isBuildInput, rebuildReason } from './build-stamp.ts'

const bytes = (text: string) => new TextEncoder().encode(text)
const current: BuildState = { built: true, stamp: 'abc', fingerprint: 'abc', force: false }

describe('rebuildReason', () => {
  it('keeps a build stamped with the inputs it has now', () => {
    expect(rebuildReason(current)).toBeUndefined()
  })

  it('builds when the sources changed, the build is missing or unstamped, or a build is asked for', () => {
    expect(rebuildReason({ ...current, fingerprint: 'def' })).toBe('the sources changed since the last build')
    expect(rebuildReason({ ...current, built: false })).toBe('there is no production build yet')
    expect(rebuildReason({ ...current, built: false, stamp: undefined })).toBe('there is no production build yet')
    expect(rebuildReason({ ...current, stamp: undefined })).toBe(
      'the production build does not say what it was built from',
    )
    expect(rebuildReason({ ...current, force: true })).toBe('a build was asked for')
  })
})

describe('fingerprintOf', () => {
  const files = [
    { path: 'src/a.ts', content: bytes('export const a = 1\n') },
    { path: 'src/b.ts', content: bytes('export const b = 2\n') },
  ]

  it('does not depend on the order the files were read in', () => {
    expect(fingerprintOf([...files].reverse())).toBe(fingerprintOf(files))
  })

  it('changes with a file changed, added, removed or renamed', () => {
    const before = fingerprintOf(files)
    const [a, b] = files
    if (!a || !b) throw new Error('two files')
    expect(fingerprintOf([a, { ...b, content: bytes('export const b = 3\n') }])).not.toBe(before)
    expect(fingerprintOf([...files, { path: 'src/c.ts', content: bytes('') }])).not.toBe(before)
    expect(fingerprintOf([a])).not.toBe(before)
    expect(fingerprintOf([a, { ...b, path: 'src/c.ts' }])).not.toBe(before)
  })

  it('does not mistake where one file ends and the next begins', () => {
    const split = (first: string, second: string) =>
      fingerprintOf([
        { path: 'a', content: bytes(first) },
        { path: 'b', content: bytes(second) },
      ])
    expect(split('xy', 'z')).not.toBe(split('x', 'yz'))
  })
})

describe('isBuildInput', () => {
  it('counts sources and assets, not tests nor the route tree the build writes itself', () => {
    expect(isBuildInput('src/routes/{-$locale}/news/index.tsx')).toBe(true)
    expect(isBuildInput('public/media/videos/hall.webm')).toBe(true)
    expect(isBuildInput('src/routing/page-routes.test.ts')).toBe(false)
    expect(isBuildInput('src/ui/Button.test.tsx')).toBe(false)
    expect(isBuildInput('src/routeTree.gen.ts')).toBe(false)
  })
})
