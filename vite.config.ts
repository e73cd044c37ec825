import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'
import { backOfficeValibot } from './scripts/lib/back-office-valibot'
import { clientBundleReport } from './scripts/lib/client-bundle-report'
import { clientSetCookie } from './scripts/lib/client-set-cookie'
import { compileHints } from './scripts/lib/compile-hints'
import { lazyServerFnFetcher } from './scripts/lib/lazy-server-fn-fetcher'
import { pageWorkers } from './scripts/lib/page-workers'
import { publicRouteTree } from './scripts/lib/public-route-tree'
import { queryWithoutMutations } from './scripts/lib/query-without-mutations'
import { terserPass } from './scripts/lib/terser-pass'
import { serverFnId } from './src/server/server-fn-id'

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  resolve: {
    tsconfigPaths: true,
    // Lingui and TanStack Store import the shims that bring useSyncExternalStore to React 17; React 19
    // has it, and the plain entry points re-export React's own (0.2 KB less on every page, ADR 023).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: process.env.SOURCEMAP === '1',
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith('.css')) },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page needs the framework; one chunk compresses better than the dozen slivers the
            // automatic splitting makes of it. Lazy libraries (the carousel) keep their own chunks.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  // Only what a page needs to start: framework code that loads on demand (the
                  // server function fetcher and its serializer) keeps a chunk of its own. The client
                  // entry (src/client.tsx, ADR 026) belongs to it, so this chunk is the page's entry.
                  tags: ['$initial'],
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|seroval|seroval-plugins|@lingui|use-sync-external-store|cookie-es|valibot|tiny-invariant|tiny-warning)[\\/]|[\\/]src[\\/]client\.tsx$/,
                },
                {
                  // A section page's frame (title, section, block styles): the footer and most pages
                  // load all three together, so one file instead of three slivers, each with its own
                  // gzip stream and import glue (ADR 029).
                  name: 'page-section',
                  test: /[\\/]src[\\/](features[\\/]page-blocks[\\/]PageSection\.tsx|features[\\/]sections[\\/]SectionPage(\.css)?\.tsx?|ui[\\/]blocks\.css\.ts)/,
                },
                {
                  // What the public forms (registration, booth application, newsletter) share: the
                  // submit footer, form styles, the consent value and the privacy notice's version.
                  // Apart they were five slivers of 70-500 bytes, each with its own import glue.
                  name: 'public-form',
                  test: /[\\/]src[\\/](ui[\\/](FormSubmitFooter\.tsx|clear-fields\.ts|form\.css\.ts)|contracts[\\/]consent-value\.ts|features[\\/]privacy-notice[\\/](privacy-notice\.queries\.ts|NoticeVersionField\.tsx))$/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    tanstackStart({
      srcDirectory: 'src',
      // Ids the edge can compute for the few server functions allowed a large body (ADR 031).
      serverFns: { generateFunctionId: ({ filename, functionName }) => serverFnId(filename, functionName) },
      router: {
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component', 'notFoundComponent'], ['errorComponent'], ['pendingComponent']],
          splitBehavior: ({ routeId }) => (routeId === '/{-$locale}' ? [] : undefined),
        },
      },
    }),
    lazyServerFnFetcher(),
    publicRouteTree(),
    queryWithoutMutations(),
    backOfficeValibot(),
    clientSetCookie(),
    viteReact(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    vanillaExtractPlugin(),
    // Terser after oxc on the client's chunks (ADR 023); before the report, which measures its output.
    terserPass(),
    // V8 compiles the entry chunk off the main thread as it downloads (ADR 035); after every minifier.
    compileHints(),
    // .output/client-bundle.json: each client chunk's modules and sizes (`npm run bench`, the budget test).
    clientBundleReport(import.meta.dirname),
    // .output/page-workers/*.js: the offline pages' service workers, precaching what each page loads (ADR 040).
    pageWorkers(import.meta.dirname),
    // PGlite loads its WebAssembly and data files from beside its own module, so it stays a real
    // package in .output/server/node_modules instead of being bundled.
    // Static files are answered by nitro before the server entry runs, so the fixed security headers
    // and byte ranges for media (video) come from runtime plugins around nitro's whole handler (the
    // CSP is set per page by src/server.ts). Not a `/**` headers route rule: h3 would copy every
    // answer of the app into a new one with a streamed body.
    nitro({
      plugins: [
        './src/server/undecodable-path.plugin.ts',
        './src/server/byte-ranges.plugin.ts',
        './src/server/cached-page-fast-path.plugin.ts',
        './src/server/security-headers.plugin.ts',
      ],
      compressPublicAssets: { gzip: true, brotli: true },
      traceDeps: ['@electric-sql/pglite*'],
    }),
  ],
})
