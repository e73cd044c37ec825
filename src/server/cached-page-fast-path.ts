/**
 * The link between the application (src/server.ts, in Vite's server bundle) and the nitro plugin
 * that answers cached pages before nitro's router (cached-page-fast-path.plugin.ts). They are
 * bundled apart, each with its own copy of this module, so the answerer lives on `globalThis`.
 */
type CachedPageAnswerer = (request: Request) => Response | undefined

const KEY = Symbol.for('organic-fair.cached-page-answerer')
const registry = globalThis as { [KEY]?: CachedPageAnswerer }

export function setCachedPageAnswerer(answerer: CachedPageAnswerer): void {
  registry[KEY] = answerer
}

/** The stored answer to `request`, or undefined (also before the application has loaded). */
export function cachedPageAnswer(request: Request): Response | undefined {
  return registry[KEY]?.(request)
}
