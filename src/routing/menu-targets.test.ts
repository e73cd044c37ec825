import { describe, expect, it } from 'vitest'
import { menuSeed } from '~/db/seed/menu'
import { assertMenuTargets, menuTargetProblem } from './menu-targets'

describe('menu targets', () => {
  it('accepts every page of the route tree and absolute https links', () => {
    expect(menuTargetProblem({ path: '/' })).toBeNull()
    expect(menuTargetProblem({ path: '/news' })).toBeNull()
    expect(menuTargetProblem({ path: '/visitor-guide' })).toBeNull()
    expect(menuTargetProblem({ path: '/anything', outLink: 'https://example.com/register' })).toBeNull()
  })

  it('refuses an internal target the route tree does not have, naming it', () => {
    expect(menuTargetProblem({ path: '/nwes' })).toContain('"/nwes"')
    expect(menuTargetProblem({ path: '/en/news' })).not.toBeNull()
    expect(menuTargetProblem({ path: '/news/$id' })).not.toBeNull()
  })

  it('refuses an external target that is not an absolute https URL', () => {
    expect(menuTargetProblem({ path: '/', outLink: 'http://example.com/register' })).toContain('https')
    expect(menuTargetProblem({ path: '/', outLink: 'javascript:alert(1)' })).not.toBeNull()
    expect(menuTargetProblem({ path: '/', outLink: '//example.com' })).not.toBeNull()
  })

  it('checks a whole tree, children included, and lists every problem', () => {
    expect(() =>
      assertMenuTargets([{ path: '/introduce', children: [{ path: '/nwes' }, { path: '/rnage' }] }]),
    ).toThrow(/"\/nwes".*"\/rnage"/)
  })

  it('passes for the seeded menu', () => {
    expect(() => assertMenuTargets(menuSeed)).not.toThrow()
  })
})
