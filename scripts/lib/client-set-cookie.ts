// `cookie-es` out of the client build (ADR 029). The only client code that imports it is
// router-core's `mergeHeaders` (through Start's server-function client), for one function:
// splitting a `set-cookie` header into cookies. A browser never has one to split: a page's script
// cannot read `set-cookie` from a response, nor send it on a request (both are forbidden header
// names). In the client build `cookie-es` loads as that function alone, splitting nothing (a value
// stays one cookie, a list stays a list), 0.2 KB gzip less in every page's entry chunk. The server
// keeps the real package. The build fails if no client module imports `cookie-es` any more, and an
// import of any other of its functions fails the build as a missing export.
import type { Plugin } from 'vite'

const STUB_ID = '\0client-set-cookie'

const STUB_CODE = [
  '/** A browser never sees a `set-cookie` header (scripts/lib/client-set-cookie.ts). */',
  'export function splitSetCookieString(value) {',
  '  return Array.isArray(value) ? value : value ? [value] : []',
  '}',
].join('\n')

export function clientSetCookie(): Plugin {
  let replaced = false
  return {
    name: 'client-set-cookie',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      if (source !== 'cookie-es') return null
      replaced = true
      return STUB_ID
    },
    load(id) {
      return id === STUB_ID ? STUB_CODE : null
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error(
          'client-set-cookie: no client module imports cookie-es any more; remove scripts/lib/client-set-cookie.ts',
        )
    },
  }
}
