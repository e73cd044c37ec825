#!/usr/bin/env node
// `npm start`: builds when the production build is missing or older than the sources, then runs
// the server in this very process (no child), so a signal sent to it reaches the server itself.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
const serverEntry = path.join(root, '.output/server/index.mjs')
const INPUTS = ['src', 'drizzle', 'public', 'package-lock.json', 'vite.config.ts', 'lingui.config.ts', 'tsconfig.json']

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

// Generated media (public/media, not in git) first: files are only rewritten when they change.
const media = spawnSync(process.execPath, [path.join(root, 'scripts/generate-media.mjs')], {
  cwd: root,
  stdio: 'inherit',
})
if (media.status !== 0) process.exit(media.status ?? 1)

const builtAt = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0
const sourcesAt = Math.max(...INPUTS.map((p) => newestMtime(path.join(root, p))))
if (builtAt < sourcesAt || process.env.FORCE_BUILD === '1') {
  console.log(builtAt ? 'Sources changed since the last build; building…' : 'No production build yet; building…')
  const result = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

process.env.NODE_ENV ??= 'production'
process.env.PORT ??= '3000'
await import(pathToFileURL(serverEntry).href)
