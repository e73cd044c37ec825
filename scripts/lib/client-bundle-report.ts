// What each client chunk is made of, in minified bytes: a Vite plugin that reads the client build's
// source maps while the bundle is written and saves `.output/client-bundle.json`, which
// `npm run bench` prints (the largest modules of the entry chunk) and the JavaScript budget test
// reads. The maps are made for this only ('hidden') and dropped from the output unless
// SOURCEMAP=1 asks to keep them. Plain TypeScript that Node 24 runs as is, like production-server.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { decode } from '@jridgewell/sourcemap-codec'
import type { Plugin } from 'vite'

interface ModuleSize {
  /** The module's path from the project root (`node_modules/<package>/…` or `src/…`). */
  id: string
  /** Minified bytes of the module in the chunk. */
  raw: number
  /**
   * The module's share of the chunk's gzip size: its code gzipped alone, scaled so the shares add
   * up to the chunk's gzip size (modules compress better together than alone).
   */
  gzip: number
}

interface ChunkReport {
  file: string
  isEntry: boolean
  isDynamicEntry: boolean
  raw: number
  gzip: number
  imports: string[]
  dynamicImports: string[]
  modules: ModuleSize[]
}

export interface ClientBundleReport {
  chunks: ChunkReport[]
}

/** Where the report of the last build is; `root` is the project folder. */
function clientBundleReportPath(root: string): string {
  return path.join(root, '.output/client-bundle.json')
}

export function readClientBundleReport(root: string): ClientBundleReport {
  return JSON.parse(readFileSync(clientBundleReportPath(root), 'utf8')) as ClientBundleReport
}

const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length

interface SourceMapLike {
  sources: string[]
  mappings: string
}

/** Code no source map segment points at: the bundler's runtime helpers and what Vite adds. */
const UNMAPPED = '(bundler runtime)'

/** Attributes every byte of a chunk's code to the source its map points at. */
function moduleSizes(code: string, map: SourceMapLike, mapDir: string, root: string): ModuleSize[] {
  const lines = code.split('\n')
  const parts = new Map<string, string[]>()
  const add = (id: string, text: string) => {
    if (text === '') return
    const list = parts.get(id) ?? []
    list.push(text)
    parts.set(id, list)
  }
  const mappings = decode(map.mappings)
  lines.forEach((line, lineIndex) => {
    const segments = mappings[lineIndex] ?? []
    add(UNMAPPED, line.slice(0, segments[0]?.[0] ?? line.length))
    segments.forEach((segment, i) => {
      const sourceIndex = segment[1]
      const source = sourceIndex === undefined ? undefined : map.sources[sourceIndex]
      const id = source === undefined ? UNMAPPED : path.relative(root, path.resolve(mapDir, source))
      add(id, line.slice(segment[0], segments[i + 1]?.[0] ?? line.length))
    })
  })
  const alone = [...parts].map(([id, list]) => {
    const text = list.join('')
    return { id, raw: text.length, gzipAlone: gzipSize(text) }
  })
  const chunkGzip = gzipSize(code)
  const sumAlone = alone.reduce((n, m) => n + m.gzipAlone, 0) || 1
  return alone
    .map(({ id, raw, gzipAlone }) => ({ id, raw, gzip: Math.round((gzipAlone / sumAlone) * chunkGzip) }))
    .sort((a, b) => b.raw - a.raw)
}

/** The plugin; add it once, it only acts on the client build. */
export function clientBundleReport(root: string): Plugin {
  const keepMaps = process.env.SOURCEMAP === '1'
  return {
    name: 'client-bundle-report',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment(name) {
      if (name !== 'client') return
      return { build: { sourcemap: keepMaps ? true : 'hidden' } }
    },
    // After Vite's own generateBundle hooks, which still rewrite chunks (preload lists).
    generateBundle: {
      order: 'post',
      handler(options, bundle) {
        const outDir = options.dir ?? root
        const chunks: ChunkReport[] = []
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue
          const map = item.map
          chunks.push({
            file: item.fileName,
            isEntry: item.isEntry,
            isDynamicEntry: item.isDynamicEntry,
            raw: item.code.length,
            gzip: gzipSize(item.code),
            imports: item.imports,
            dynamicImports: item.dynamicImports,
            modules: map ? moduleSizes(item.code, map, path.dirname(path.join(outDir, item.fileName)), root) : [],
          })
        }
        if (!keepMaps) for (const name of Object.keys(bundle)) if (name.endsWith('.js.map')) delete bundle[name]
        const report: ClientBundleReport = { chunks: chunks.sort((a, b) => b.raw - a.raw) }
        const file = clientBundleReportPath(root)
        mkdirSync(path.dirname(file), { recursive: true })
        writeFileSync(file, `${JSON.stringify(report, null, 1)}\n`)
      },
    },
  }
}
