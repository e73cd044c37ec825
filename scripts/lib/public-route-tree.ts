// The public pages' route tree in the browser: the generated tree (src/routeTree.gen.ts) without the
// routes a public page never renders on the client: the back office (`/admin/…`), the editors'
// previews (`/{-$locale}/preview/…`) and the server-only routes (`/api/…`, `/uploads/…`, the
// service workers' scripts, robots.txt, sitemap.xml). TanStack Router keeps every route's critical
// options (search schemas, `beforeLoad`, `head`) in the chunk that builds the tree, so with one tree
// the back office's search schemas, its signed-in check and their valibot code sat in every public
// page's entry chunk (ADR 029).
//
// This client-build plugin answers `src/router.tsx`'s import of `./routeTree.gen` with that pruned
// tree. The whole tree stays what the server renders with and what TypeScript checks links against
// (a misspelled admin route still fails `tsc`); the browser loads it only on the pages that need it
// (`src/routing/whole-route-tree.ts`, imported by the router on a back-office or preview address).
// Pruning works on the generated code's syntax, not its text layout: imports of the dropped route
// files go, then every declaration that names a dropped one, and every property of the children
// objects that does. The build fails if the router stops importing the generated tree this way.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type Plugin, parseAst, transformWithOxc } from 'vite'

const PUBLIC_TREE_ID = '\0public-route-tree'
const ROUTER = /[\\/]src[\\/]router\.tsx$/
/** Route files (relative to src/routes) the public pages' client never needs. */
const DROPPED_ROUTE_FILE =
  /^\.\/routes\/(?:admin\/|api\/|uploads\/|badge\/|floor-plan\/|robots\[\.\]txt$|sitemap\[\.\]xml$|\{-\$locale\}\/preview\/)/

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** Whether `node` mentions one of `names` as an identifier anywhere inside it. */
function mentions(node: unknown, names: Set<string>): boolean {
  if (Array.isArray(node)) return node.some((child) => mentions(child, names))
  if (!isNode(node)) return false
  if (node.type === 'Identifier' && names.has(node.name as string)) return true
  return Object.entries(node).some(
    ([key, value]) => key !== 'type' && typeof value === 'object' && mentions(value, names),
  )
}

/** The generated tree's JavaScript without the dropped routes. */
function pruneRouteTree(code: string, srcDir: string): string {
  const program = parseAst(code) as unknown as { body: Node[] }
  const dropped = new Set<string>()
  const cuts: [number, number][] = []
  const kept: Node[] = []
  for (const statement of program.body) {
    const source = (statement.source as Node | undefined)?.value
    if (statement.type === 'ImportDeclaration' && typeof source === 'string' && DROPPED_ROUTE_FILE.test(source)) {
      for (const specifier of statement.specifiers as Node[]) dropped.add((specifier.local as Node).name as string)
      cuts.push([statement.start, statement.end])
    } else kept.push(statement)
  }
  // A declaration naming a dropped route is dropped in turn (its children, its parent chain).
  for (let changed = true; changed; ) {
    changed = false
    for (const statement of kept) {
      if (statement.type !== 'VariableDeclaration' || cuts.some(([s]) => s === statement.start)) continue
      const [declarator] = statement.declarations as Node[]
      const init = declarator?.init as Node | undefined
      if (!declarator || !init || init.type === 'ObjectExpression' || !mentions(init, dropped)) continue
      dropped.add((declarator.id as Node).name as string)
      cuts.push([statement.start, statement.end])
      changed = true
    }
  }
  // The children objects lose the properties that name a dropped route.
  for (const statement of kept) {
    if (statement.type !== 'VariableDeclaration' || cuts.some(([s]) => s === statement.start)) continue
    const init = (statement.declarations as Node[])[0]?.init as Node | undefined
    if (init?.type !== 'ObjectExpression') continue
    for (const property of init.properties as Node[]) {
      if (!mentions(property.value, dropped)) continue
      const comma = /^\s*,/.exec(code.slice(property.end))
      cuts.push([property.start, property.end + (comma ? comma[0].length : 0)])
    }
  }
  let pruned = code
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) pruned = pruned.slice(0, start) + pruned.slice(end)
  // The module is virtual: its imports are made absolute so they resolve to the same route modules.
  return pruned.replace(/from\s+(['"])\.\/([^'"]+)\1/g, (_m, quote: string, file: string) => {
    return `from ${quote}${path.join(srcDir, file).replaceAll('\\', '/')}${quote}`
  })
}

export function publicRouteTree(): Plugin {
  let generated: string | undefined
  return {
    name: 'public-route-tree',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer) {
      if (source !== './routeTree.gen' || !importer || !ROUTER.test(importer)) return null
      const resolved = await this.resolve(source, importer, { skipSelf: true })
      if (!resolved) return null
      generated = resolved.id
      return PUBLIC_TREE_ID
    },
    async load(id) {
      if (id !== PUBLIC_TREE_ID || !generated) return null
      const { code } = await transformWithOxc(readFileSync(generated, 'utf8'), generated, { lang: 'ts' })
      return pruneRouteTree(code, path.dirname(generated))
    },
    buildEnd(error) {
      if (!error && !generated)
        this.error(
          'public-route-tree: src/router.tsx no longer imports ./routeTree.gen; update scripts/lib/public-route-tree.ts',
        )
    },
  }
}
