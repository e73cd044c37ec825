import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// The import rule of ADR 032 (biome.json, noRestrictedImports): only src/admin, src/routes/admin and
// the entry points its override names may import the back office. Biome runs for real with the
// project's biome.json, in a scratch copy of the tree's layout (so no probe file ever appears in
// src/ while other tests read it): probe files where public code lives, and the real entry points.

const root = path.resolve(import.meta.dirname, '../..')
const scratch = mkdtempSync(path.join(tmpdir(), 'admin-boundary-'))
const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'))
writeFileSync(
  path.join(scratch, 'biome.json'),
  JSON.stringify({ ...config, $schema: undefined, vcs: { enabled: false }, files: undefined }),
)

interface Diagnostic {
  category: string
  location: { path: string }
}

function lint(files: string[]): Diagnostic[] {
  const run = spawnSync(path.join(root, 'node_modules/.bin/biome'), ['lint', '--reporter=json', ...files], {
    cwd: scratch,
    encoding: 'utf8',
  })
  const report: { diagnostics: Diagnostic[] } = JSON.parse(run.stdout)
  return report.diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports')
}

/** A file at `file` (relative to the project root) in the scratch tree: the given source, or the real file's. */
function place(file: string, source?: string): string {
  mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true })
  if (source === undefined) copyFileSync(path.join(root, file), path.join(scratch, file))
  else writeFileSync(path.join(scratch, file), source)
  return file
}

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('the back office is imported only from where ADR 032 allows', () => {
  it('fails a public feature or a lower layer that imports src/admin, by alias or by relative path', () => {
    const files = [
      place('src/features/probe/by-alias.ts', "import { can } from '~/admin/auth/roles'\nexport const probe = can\n"),
      place('src/features/probe/index.ts', "import { AdminLayout } from '~/admin'\nexport const probe = AdminLayout\n"),
      place('src/content/probe.ts', "import { can } from '../admin/auth/roles'\nexport const probe = can\n"),
      place('src/content/deeper/probe.ts', "import { can } from '../../admin/auth/roles'\nexport const probe = can\n"),
      place(
        'src/contracts/probe.ts',
        "import type { CollectionName } from '~/admin/collections/registry'\nexport type Probe = CollectionName\n",
      ),
    ]
    expect(
      lint(files)
        .map((d) => d.location.path)
        .sort(),
    ).toEqual([...files].sort())
  })

  it('lets the back office itself and the named entry points import it', () => {
    const allowed = [
      place('src/routes/admin/_signedIn/route.tsx'),
      place('src/routes/api/auth/$.ts'),
      place('src/routes/uploads/$.ts'),
      place('src/routes/{-$locale}/preview/news/$id.tsx'),
      place('src/routes/{-$locale}/preview/settings.tsx'),
      place('src/server.ts'),
      place('src/server/request-body-policy.server.ts'),
      place('scripts/two-factor-link.ts'),
      place(
        'src/admin/news/probe.ts',
        "import { can } from '../auth/roles'\nimport { x } from '~/admin/ui/y'\nexport const probe = [can, x]\n",
      ),
    ]
    expect(lint(allowed)).toEqual([])
  })
})
