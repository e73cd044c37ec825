import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// The import rule of ADR 032 (biome.json, noRestrictedImports): only src/admin, src/routes/admin and
// the entry points its override names may import the back office. Biome runs for real on probe
// files placed where public code lives, and on the real entry points.

const root = path.resolve(import.meta.dirname, '../..')
const probes: string[] = []

interface Diagnostic {
  category: string
  location: { path: string }
}

function lint(files: string[]): Diagnostic[] {
  const run = spawnSync(path.join(root, 'node_modules/.bin/biome'), ['lint', '--reporter=json', ...files], {
    cwd: root,
    encoding: 'utf8',
  })
  const report: { diagnostics: Diagnostic[] } = JSON.parse(run.stdout)
  return report.diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports')
}

function probe(folder: string, source: string): string {
  const dir = path.join(root, folder, `admin-boundary-probe-${process.pid}-${probes.length}`)
  mkdirSync(dir, { recursive: true })
  probes.push(dir)
  const file = path.join(dir, 'probe.ts')
  writeFileSync(file, source)
  return path.relative(root, file)
}

afterAll(() => {
  for (const dir of probes) rmSync(dir, { recursive: true, force: true })
})

describe('the back office is imported only from where ADR 032 allows', () => {
  it('fails a public feature or a lower layer that imports src/admin, by alias or by relative path', () => {
    const files = [
      probe('src/features', "import { can } from '~/admin/auth/roles'\nexport const probe = can\n"),
      probe('src/features', "import { AdminLayout } from '~/admin'\nexport const probe = AdminLayout\n"),
      probe('src/content', "import { can } from '../../admin/auth/roles'\nexport const probe = can\n"),
      probe(
        'src/contracts',
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
      'src/routes/admin/_signedIn/route.tsx',
      'src/routes/api/auth/$.ts',
      'src/routes/uploads/$.ts',
      'src/routes/{-$locale}/preview/news/$id.tsx',
      'src/routes/{-$locale}/preview/settings.tsx',
      'src/server.ts',
      'src/server/request-body-policy.server.ts',
      probe('src/admin', "import { can } from '~/admin/auth/roles'\nexport const probe = can\n"),
    ]
    expect(lint(allowed)).toEqual([])
  })
})
