// The service workers of the pages kept offline (ADR 040), generated from each build: a Vite
// plugin that, once the client build is written, gives each page a workbox-build worker precaching
// exactly the built files that page loads (its route's chunks, what they import, their CSS and
// assets: the check-in's scanner and zxing's `.wasm`), keeps the page itself network first with an
// expiry, and writes it to `.output/page-workers/<name>.js`, which the server's `sw[.]js.ts` routes send.
// One place, so `npm run build`, `npm start` and `npm test` (all `vite build`) never miss it.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { minify } from 'terser'
import type { Plugin, Rolldown } from 'vite'
import { generateSW, type RuntimeCaching } from 'workbox-build'
import { dropExpiredCopies, dropGonePages } from '../../src/offline/page-worker-plugins.ts'
import {
  BADGE_PAGE_WORKER,
  CHECK_IN_PAGE_WORKER,
  PAGE_WORKERS_DIR,
  type PageWorker,
  PLAN_PAGE_WORKER,
} from '../../src/offline/page-workers.ts'

type RuntimeOptions = NonNullable<RuntimeCaching['options']>

interface PageWorkerBuild {
  worker: PageWorker
  /** The page's addresses, matched against the whole URL (path and query). */
  pages: RegExp
  /** The page's branch of the route tree (files under src/routes): their chunks are precached. */
  routes: string[]
  /** Files of `public/` the page loads. */
  publicFiles: string[]
  /** How many copies of the page the device keeps, and how long at most. */
  expiration: NonNullable<RuntimeOptions['expiration']>
  plugins: NonNullable<RuntimeOptions['plugins']>
}

const DAY = 24 * 60 * 60

const BUILDS: PageWorkerBuild[] = [
  {
    worker: BADGE_PAGE_WORKER,
    pages: /^[a-z]+:\/\/[^/]+\/(?:en\/)?badge\/[A-Z2-7]{26}$/,
    routes: ['{-$locale}/route.tsx', '{-$locale}/badge/$token.tsx'],
    publicFiles: ['badge/print.css'],
    // The show's end drops a copy before (dropExpiredCopies); this bounds a badge without one.
    expiration: { maxEntries: 10, maxAgeSeconds: 180 * DAY },
    plugins: [dropGonePages, dropExpiredCopies],
  },
  {
    worker: PLAN_PAGE_WORKER,
    pages: /^[a-z]+:\/\/[^/]+\/(?:en\/)?floor-plan(?:\?[^#]*)?$/,
    routes: ['{-$locale}/route.tsx', '{-$locale}/floor-plan.tsx'],
    publicFiles: [],
    expiration: { maxEntries: 20, maxAgeSeconds: 30 * DAY },
    plugins: [dropGonePages],
  },
  {
    worker: CHECK_IN_PAGE_WORKER,
    pages: /^[a-z]+:\/\/[^/]+\/admin\/check-in\/?$/,
    routes: ['admin/route.tsx', 'admin/_signedIn/route.tsx', 'admin/_signedIn/check-in.tsx'],
    publicFiles: [],
    expiration: { maxEntries: 2, maxAgeSeconds: 14 * DAY },
    plugins: [dropGonePages],
  },
]

/** A hall network that answers slowly is no network: the copy is shown after this long. */
const NETWORK_TIMEOUT_SECONDS = 5

const stripQuery = (id: string) => id.replace(/\?.*$/, '')

/**
 * The built files (paths under the client's output folder) one page loads: the entry and the
 * page's route chunks with everything they import, statically or on demand (the scanner, a
 * dialog), except other pages' route chunks; with their CSS and the assets their code names.
 */
function pageFiles(bundle: Rolldown.OutputBundle, routeIds: ReadonlySet<string>): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
  const assets = Object.values(bundle).filter((item): item is Rolldown.OutputAsset => item.type === 'asset')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const isRouteChunk = (chunk: Rolldown.OutputChunk) => chunk.moduleIds.some((id) => id.includes('tsr-split'))
  const isOwn = (chunk: Rolldown.OutputChunk) => chunk.moduleIds.some((id) => routeIds.has(stripQuery(id)))
  const files = new Set<string>()
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return
    files.add(chunk.fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset)
    for (const asset of assets) if (chunk.code.includes(path.basename(asset.fileName))) files.add(asset.fileName)
    for (const file of chunk.imports) visit(byFile.get(file))
    for (const file of chunk.dynamicImports) {
      const target = byFile.get(file)
      if (target && (!isRouteChunk(target) || isOwn(target))) visit(target)
    }
  }
  for (const chunk of chunks) if (chunk.isEntry || isOwn(chunk)) visit(chunk)
  return [...files].sort()
}

/**
 * workbox-build copies each plugin function's source into the worker joined onto one line, where
 * a statement ended by a line break alone would run into the next: each function's source is
 * printed again with every semicolon (terser, without compressing or renaming) before it is copied.
 */
async function withOneLineSources(plugins: RuntimeOptions['plugins'] = []): Promise<void> {
  for (const plugin of plugins)
    for (const callback of Object.values(plugin)) {
      // A plugin shared by several workers is printed once.
      if (typeof callback !== 'function' || Object.hasOwn(callback, 'toString')) continue
      const { code } = await minify(`(${String(callback)})`, { compress: false, mangle: false })
      if (!code) throw new Error('a service worker plugin could not be printed')
      const source = code.replace(/;$/, '')
      Object.defineProperty(callback, 'toString', { value: () => source })
    }
}

async function writeWorker(build: PageWorkerBuild, files: string[], outDir: string, root: string): Promise<string> {
  const { name } = build.worker
  const swDest = path.join(root, PAGE_WORKERS_DIR, `${name}.js`)
  const { warnings } = await generateSW({
    swDest,
    // Exactly the page's built files, each as named.
    globDirectory: outDir,
    globPatterns: files,
    // The files of `public/` are copied to the output later (nitro): revised by their content here
    // (added after the prefix below is applied).
    additionalManifestEntries: build.publicFiles.map((file) => ({
      url: `/${file}`,
      revision: createHash('md5')
        .update(readFileSync(path.join(root, 'public', file)))
        .digest('hex'),
    })),
    // The scanner's WebAssembly is over workbox's default 2 MB limit for one file.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    // Built files carry their content's hash in their name: the name is the revision.
    dontCacheBustURLsMatching: /^\/?assets\//,
    // From the site's root: the worker lives under /badge/ or /admin/check-in/.
    modifyURLPrefix: { '': '/' },
    // Every cache of this worker starts with its name (precache and pages).
    cacheId: name,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // The runtime inside the worker, from this build: no CDN, no second file.
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    disableDevLogs: true,
    runtimeCaching: [
      {
        urlPattern: build.pages,
        handler: 'NetworkFirst',
        options: {
          cacheName: `${name}-pages`,
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          // Pages vary on Cookie and Accept-Language for their redirects; the copy is this device's.
          matchOptions: { ignoreVary: true },
          expiration: build.expiration,
          plugins: build.plugins,
        },
      },
    ],
  })
  if (warnings.length > 0) throw new Error(`${name} worker: ${warnings.join('; ')}`)
  return swDest
}

/** The plugin; add it once, it only acts on the client build. */
export function pageWorkers(root: string): Plugin {
  const pages = new Map<PageWorkerBuild, string[]>()
  let outDir = ''
  return {
    name: 'page-workers',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(options, bundle) {
        outDir = options.dir ?? path.join(root, 'dist')
        for (const build of BUILDS) {
          const routeIds = new Set(build.routes.map((route) => path.join(root, 'src/routes', route)))
          const files = pageFiles(bundle, routeIds)
          const own = Object.values(bundle).some(
            (item) => item.type === 'chunk' && item.moduleIds.some((id) => routeIds.has(stripQuery(id))),
          )
          if (!own) throw new Error(`${build.worker.name} worker: no chunk holds ${build.routes.join(', ')}`)
          pages.set(build, files)
        }
      },
    },
    // Once the files are on disk (generateSW checks nothing there, but a worker must never name a
    // file the build did not write).
    async writeBundle() {
      // One after another: a plugin shared by several workers is printed once.
      for (const build of pages.keys()) await withOneLineSources(build.plugins)
      const written = await Promise.all(
        [...pages].map(async ([build, files]) => {
          const file = await writeWorker(build, files, outDir, root)
          return `${path.relative(root, file)} (${files.length + build.publicFiles.length} files)`
        }),
      )
      this.info(`service workers: ${written.join(', ')}`)
    },
  }
}
