// Whether the production build in .output was made from the sources as they are now. Each build
// writes, beside its output, a fingerprint of its inputs taken before it started (a file saved during
// the build then makes the next check rebuild); the build is stale when the fingerprint of the inputs
// now differs. Contents are hashed, not dates compared: a checkout or a touched file that changes
// nothing costs no three-minute build, and a file deleted or renamed is seen. Plain TypeScript that
// Node 24 runs as is (type stripping).
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** What a production build is made from, relative to the project root: folders and files. */
const BUILD_INPUTS = [
  'src',
  'drizzle',
  'public',
  // The build's own plugins (vite.config.ts imports them).
  'scripts/lib',
  'package-lock.json',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
] as const

/** Where the fingerprint of a build's inputs is kept: inside .output, which every build replaces. */
export const STAMP_FILE = '.output/build-inputs.sha256'

/**
 * Whether a file under the inputs goes into the build: tests do not, and the route tree is written by
 * the build itself from the route files (which are inputs), so counting it would make every build
 * that adds a route look stale once.
 */
export function isBuildInput(relativePath: string): boolean {
  return !/\.test\.tsx?$/.test(relativePath) && relativePath !== 'src/routeTree.gen.ts'
}

export interface InputFile {
  /** Relative to the project root, with `/` separators. */
  path: string
  content: Uint8Array
}

/** One hash over every input's path and content, whatever order the files were read in. */
export function fingerprintOf(files: readonly InputFile[]): string {
  const hash = createHash('sha256')
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(file.path)
    hash.update('\0')
    hash.update(String(file.content.byteLength))
    hash.update('\0')
    hash.update(file.content)
  }
  return hash.digest('hex')
}

export interface BuildState {
  /** The server entry (.output/server/index.mjs) exists. */
  built: boolean
  /** The fingerprint written by the last build, if any. */
  stamp: string | undefined
  /** The fingerprint of the inputs now. */
  fingerprint: string
  /** FORCE_BUILD=1, or a caller that always builds (`npm test`). */
  force: boolean
}

/** Why the build must be made again, or undefined when the one in .output is current. */
export function rebuildReason(state: BuildState): string | undefined {
  if (state.force) return 'a build was asked for'
  if (!state.built) return 'there is no production build yet'
  if (state.stamp === undefined) return 'the production build does not say what it was built from'
  if (state.stamp !== state.fingerprint) return 'the sources changed since the last build'
  return undefined
}

function inputFiles(root: string, relative: string): InputFile[] {
  const full = path.join(root, relative)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory())
    return isBuildInput(relative) ? [{ path: relative, content: readFileSync(full) }] : []
  return readdirSync(full).flatMap((entry) => inputFiles(root, `${relative}/${entry}`))
}

/** The fingerprint of the build's inputs as they are on disk under `root`. */
export function inputsFingerprint(root: string): string {
  return fingerprintOf(BUILD_INPUTS.flatMap((input) => inputFiles(root, input)))
}

/** The fingerprint the last build wrote, or undefined without a build or a stamp. */
export function readStamp(root: string): string | undefined {
  const file = path.join(root, STAMP_FILE)
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined
}
