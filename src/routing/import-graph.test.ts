import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'

// The generated route tree imports every route, and the routes reach most of the source. A module
// that a route reaches and that imports the tree (even for its types) closes a loop through all of
// them: the whole source was one import cycle of some 350 files. Routes are named through the router's
// types instead (`FileRoutesByPath`, src/routing/page-routes.ts), and only the router modules import
// the tree. This walks every static, type-only and dynamic import among src's modules.

const root = path.resolve(import.meta.dirname, '../..')
const src = path.join(root, 'src')
const ROUTE_TREE = 'src/routeTree.gen.ts'
/**
 * The router modules: `router.tsx` builds the router on the tree, and `whole-route-tree.ts` is the
 * boundary of the chunk that gives the browser the whole tree on the pages the public tree leaves
 * out (its only importer is the router's dynamic import).
 */
const ROUTER_MODULES = ['src/router.tsx', 'src/routing/whole-route-tree.ts']

type Graph = ReadonlyMap<string, readonly string[]>

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Every module specifier a file names: import and export declarations, and `import('…')` anywhere. */
function specifiers(file: string): string[] {
  const ast = parseAst(readFileSync(file, 'utf8'), { lang: file.endsWith('x') ? 'tsx' : 'ts' })
  const found: string[] = []
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child)
      return
    }
    if (typeof node !== 'object' || node === null) return
    const type = 'type' in node ? node.type : undefined
    const source = 'source' in node ? node.source : undefined
    const isModuleReference =
      type === 'ImportDeclaration' ||
      type === 'ExportNamedDeclaration' ||
      type === 'ExportAllDeclaration' ||
      type === 'ImportExpression'
    if (isModuleReference && typeof source === 'object' && source !== null && 'value' in source) {
      if (typeof source.value === 'string') found.push(source.value)
    }
    for (const value of Object.values(node)) if (typeof value === 'object') visit(value)
  }
  visit(ast.body)
  return found
}

/** The src module a specifier names (relative to the project root), or undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/\?.*$/, '')
  let base: string
  if (bare.startsWith('~/')) base = path.join(src, bare.slice(2))
  else if (bare.startsWith('.')) base = path.resolve(path.dirname(from), bare)
  else return undefined
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return path.relative(root, candidate)
  return undefined
}

/** Specifiers of src that name no module of it: catalogs and other assets, never a missed import. */
const unresolved: string[] = []

function importGraph(): Graph {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(src)) {
    const targets = specifiers(file).flatMap((specifier) => {
      const target = resolve(file, specifier)
      if (target === undefined && /^(\.|~\/)/.test(specifier)) unresolved.push(specifier)
      return target ?? []
    })
    graph.set(path.relative(root, file), [...new Set(targets)])
  }
  return graph
}

/** The import cycles: strongly connected components of more than one module, or a module importing itself. */
function importCycles(graph: Graph): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  // Tarjan's algorithm, iterative: the graph is deeper than a comfortable recursion.
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]
      if (frame === undefined) break
      const edges = graph.get(frame.node) ?? []
      const target = edges[frame.edge++]
      if (target !== undefined) {
        if (!index.has(target)) {
          index.set(target, next)
          low.set(target, next++)
          stack.push(target)
          onStack.add(target)
          work.push({ node: target, edge: 0 })
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0))
      if (low.get(frame.node) !== index.get(frame.node)) continue
      const component: string[] = []
      for (;;) {
        const member = stack.pop()
        if (member === undefined) break
        onStack.delete(member)
        component.push(member)
        if (member === frame.node) break
      }
      if (component.length > 1 || edges.includes(frame.node)) cycles.push(component.sort())
    }
  }
  return cycles
}

describe('the import graph', () => {
  const graph = importGraph()

  it('finds a cycle where there is one, and none in a chain', () => {
    const cycle = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ])
    expect(importCycles(cycle)).toEqual([['a', 'b', 'c'], ['e']])
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([])
  })

  it('reads the imports of the source, the route tree among them', () => {
    expect(graph.size).toBeGreaterThan(300)
    expect(graph.get('src/router.tsx')).toContain(ROUTE_TREE)
    expect(graph.get('src/router.tsx')).toContain('src/routing/whole-route-tree.ts')
    expect(graph.get(ROUTE_TREE)?.length).toBeGreaterThan(50)
    // A specifier of the source that resolves to no module must be an asset (a `.po` catalog), not code.
    expect(unresolved.filter((specifier) => !/\.(?!(?:[cm]?[jt]sx?)$)[a-z]+(?:\?.*)?$/.test(specifier))).toEqual([])
  })

  it('lets only the router modules import the generated route tree', () => {
    const importers = [...graph].filter(([, targets]) => targets.includes(ROUTE_TREE)).map(([file]) => file)
    expect(importers.sort()).toEqual(ROUTER_MODULES)
  })

  it('keeps every route out of import cycles, and the route tree out of all but the router modules', () => {
    const cycles = importCycles(graph)
    // The generated tree names the router's type (`import type { getRouter } from './router.tsx'`, for
    // Start's `Register`), so the tree and the router modules import each other; nothing else may join.
    const router = new Set([ROUTE_TREE, ...ROUTER_MODULES])
    const treeCycles = cycles.filter((cycle) => cycle.includes(ROUTE_TREE))
    expect(treeCycles.flat().filter((file) => !router.has(file))).toEqual([])
    expect(cycles.filter((cycle) => cycle.some((file) => file.startsWith('src/routes/')))).toEqual([])
  })
})
