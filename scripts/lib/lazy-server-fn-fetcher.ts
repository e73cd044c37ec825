// A page's first render needs no server function call (its data comes with the HTML), yet every
// client stub of a server function imports TanStack Start's fetcher statically, and with it
// seroval's serializer and deserializer and the framed-stream decoder: about 9 KB of gzip in the
// entry chunk of every page. This client-build plugin hands `createClientRpc` a fetcher that loads
// the real one on the first call (a link's hover preload, a form's submit) and forwards to it, so
// that code becomes a chunk of its own. The build fails if Start's file layout changes under it.
import type { Plugin } from 'vite'

const LAZY_ID = '\0lazy-server-fn-fetcher'
const CALLER = /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]createClientRpc\.js$/

export function lazyServerFnFetcher(): Plugin {
  let realFetcher: string | undefined
  return {
    name: 'lazy-server-fn-fetcher',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve the relative import first.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer) {
      if (source !== './serverFnFetcher.js' || !importer || !CALLER.test(importer)) return null
      const resolved = await this.resolve(source, importer, { skipSelf: true })
      if (!resolved) return null
      realFetcher = resolved.id
      return LAZY_ID
    },
    load(id) {
      if (id !== LAZY_ID || !realFetcher) return null
      // The call stays outside the import's promise: Vite wraps `import(…).then(…)` whole in its
      // preload helper, which would report a failed server call (a 500) as a failed chunk download,
      // and the chunk-reload guard would reload the page.
      return [
        `export async function serverFnFetcher(url, args, fetchImpl) {`,
        `  const real = await import(${JSON.stringify(realFetcher)})`,
        `  return real.serverFnFetcher(url, args, fetchImpl)`,
        `}`,
      ].join('\n')
    },
    buildEnd(error) {
      if (!error && !realFetcher)
        this.error(
          'lazy-server-fn-fetcher: @tanstack/start-client-core no longer imports ./serverFnFetcher.js from client-rpc/createClientRpc.js; update scripts/lib/lazy-server-fn-fetcher.ts',
        )
    },
  }
}
