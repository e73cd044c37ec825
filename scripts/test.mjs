#!/usr/bin/env node
// `npm test`: every check, in the order a failure is cheapest to see. Exits non-zero on the first
// failing step. The production server is built once and started once for HTTP and browser tests.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function step(title, cmd, args, env = {}) {
  const started = Date.now()
  console.log(`\n▶ ${title}`)
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (${seconds} s)`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${title} (${seconds} s)`)
}

if (!existsSync(chromium)) {
  console.error(
    `✖ Browser tests need Chromium at ${chromium}, and none is installed.\n` +
      "  Install Debian's Chromium and a CJK font:  apt-get update && apt-get install -y chromium fonts-noto-cjk\n" +
      '  (or point CHROMIUM_PATH at a Chromium binary). Tests are never skipped silently.',
  )
  process.exit(1)
}

// The Nu HTML Checker (vnu-jar, in the HTTP suite) runs on Java.
if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) {
  console.error(
    '✖ The HTML validity check needs Java (11 or later), and none is installed.\n' +
      "  Install Debian's Java runtime:  apt-get update && apt-get install -y default-jre-headless\n" +
      '  Tests are never skipped silently.',
  )
  process.exit(1)
}

if (spawnSync('msgfmt', ['--version'], { stdio: 'ignore' }).error) {
  console.error(
    '✖ The catalog check needs msgfmt (GNU gettext), and none is installed.\n' +
      "  Install Debian's gettext:  apt-get update && apt-get install -y gettext\n" +
      '  Tests are never skipped silently.',
  )
  process.exit(1)
}

step('catalogs: extract messages from the source', bin('lingui'), ['extract', '--clean'])
// What a PO editor or Weblate would refuse (bad header, plural forms, escapes) fails here, not later.
for (const locale of ['zh-CN', 'en']) {
  for (const catalog of ['messages', 'admin', 'mail']) {
    step(`catalogs: msgfmt --check ${locale}/${catalog}`, 'msgfmt', [
      '--check',
      '--output-file=/dev/null',
      path.join(root, 'src/locales', locale, `${catalog}.po`),
    ])
  }
}
// The build regenerates src/routeTree.gen.ts, which the type-check reads. Always built here, once, and
// stamped with its sources' fingerprint, so `npm run test:http` or `test:e2e` afterwards builds nothing.
step('generated media and production build', process.execPath, [
  path.join(root, 'scripts/ensure-build.mjs'),
  '--always',
])
step('typecheck (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', '.'])
step('lint and format (biome ci)', bin('biome'), ['ci', '.'])
step('dead code: unused files, exports and dependencies (knip)', bin('knip'), [])

const dataDir = mkdtempSync(path.join(tmpdir(), 'fair-test-'))
try {
  step('unit, integration and HTTP tests (vitest)', bin('vitest'), ['run'], { TEST_DATA_DIR: dataDir })
  step('browser tests (Playwright, Chromium)', bin('playwright'), ['test'], { TEST_DATA_DIR: dataDir })
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
console.log('\n✔ all tests passed')
