import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// README's "Project layout" is what a newcomer reads first: it names every folder of src/,
// src/admin/ and tests/, and names nothing that does not exist.

const root = path.resolve(import.meta.dirname, '..')

/** The paths the layout block lists, e.g. `src/admin/news`, `tests/setup`, `src/locales/en`. */
function listedPaths(): string[] {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('## Project layout'))
  const block = section.slice(section.indexOf('```\n') + 4, section.indexOf('\n```', section.indexOf('```\n') + 4))
  const parents: string[] = []
  const paths: string[] = []
  for (const line of block.split('\n')) {
    const indent = line.length - line.trimStart().length
    // An entry starts at an even indentation of at most three levels; deeper lines continue a description.
    if (indent > 6 || indent % 2 !== 0 || line.trim() === '') continue
    const depth = indent / 2
    const name = line.trim().split(/ {2,}/)[0] ?? ''
    parents.length = depth
    for (const entry of expand(name)) {
      // `locales/{zh-CN,en}/` also names `locales`.
      const segments = entry.split('/')
      for (let end = 1; end <= segments.length; end++) paths.push([...parents, ...segments.slice(0, end)].join('/'))
    }
    parents.push(name.replace(/\/<[^>]+>\/$/, '').replace(/\/$/, ''))
  }
  return paths
}

/** `setup/, support/` is two entries, `locales/{zh-CN,en}/` two folders, `features/<name>/` the folder. */
function expand(name: string): string[] {
  return name.split(', ').flatMap((part) => {
    const bare = part.replace(/\/<[^>]+>\/$/, '').replace(/\/$/, '')
    const braces = /^(.*)\{([^}]*,[^}]*)\}(.*)$/.exec(bare)
    return braces ? (braces[2] ?? '').split(',').map((alt) => `${braces[1]}${alt}${braces[3]}`) : [bare]
  })
}

const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`)

describe("README's project layout", () => {
  const listed = listedPaths()

  it('parses into the tree it shows', () => {
    expect(listed).toContain('src/admin/news')
    expect(listed).toContain('src/locales/zh-CN')
    expect(listed).toContain('tests/support')
    expect(listed).toContain('docs/decisions')
  })

  it('names only paths that exist', () => {
    expect(listed.filter((listedPath) => !existsSync(path.join(root, listedPath)))).toEqual([])
  })

  it('names every folder of src/, src/admin/ and tests/', () => {
    const actual = [...folders('src'), ...folders('src/admin'), ...folders('tests')]
    expect(actual.filter((folder) => !listed.includes(folder))).toEqual([])
  })
})
