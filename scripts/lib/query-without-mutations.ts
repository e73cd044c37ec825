// No page and no screen of this site uses TanStack Query's mutations or infinite queries (forms post
// natively or call server functions; lists page with links), yet `QueryClient` imports its
// `MutationCache` (and with it the `Mutation` class) and every `Query` imports the infinite-query
// behaviour: about 2 KB of gzip in the entry chunk of every page, never run (ADR 029).
//
// This client-build plugin loads both modules as what the client actually calls of them: an empty
// mutation cache (QueryClient's `isMutating`, `clear`, `resumePausedMutations` and hydration's
// `getAll` find nothing) whose `build` throws, and an infinite-query behaviour that throws. A
// `useMutation` or `useInfiniteQuery` added later fails at once with a message naming this file,
// not silently. The server build keeps the real modules. The build fails if query-core's file
// layout changes under the plugin.
import type { Plugin } from 'vite'

const QUERY_CORE = /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]/
const MUTATION_CACHE = /[\\/]mutationCache\.js$/
const INFINITE_BEHAVIOR = /[\\/]infiniteQueryBehavior\.js$/

const unsupported = (what: string) =>
  `throw new Error(${JSON.stringify(`${what} is not in this site's client build (scripts/lib/query-without-mutations.ts)`)})`

const MUTATION_CACHE_CODE = [
  `import { Subscribable } from './subscribable.js'`,
  `export class MutationCache extends Subscribable {`,
  `  constructor(config = {}) { super(); this.config = config }`,
  `  build() { ${unsupported('A TanStack Query mutation')} }`,
  `  getAll() { return [] }`,
  `  find() { return undefined }`,
  `  findAll() { return [] }`,
  `  clear() {}`,
  `  resumePausedMutations() { return Promise.resolve() }`,
  `}`,
].join('\n')

const INFINITE_BEHAVIOR_CODE = [
  `export function infiniteQueryBehavior() { ${unsupported('A TanStack Query infinite query')} }`,
  `export function hasNextPage() { ${unsupported('A TanStack Query infinite query')} }`,
  `export function hasPreviousPage() { ${unsupported('A TanStack Query infinite query')} }`,
].join('\n')

export function queryWithoutMutations(): Plugin {
  const replaced = new Set<string>()
  return {
    name: 'query-without-mutations',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (!QUERY_CORE.test(id)) return null
      if (MUTATION_CACHE.test(id)) {
        replaced.add('mutationCache')
        return MUTATION_CACHE_CODE
      }
      if (INFINITE_BEHAVIOR.test(id)) {
        replaced.add('infiniteQueryBehavior')
        return INFINITE_BEHAVIOR_CODE
      }
      return null
    },
    buildEnd(error) {
      if (!error && replaced.size !== 2)
        this.error(
          'query-without-mutations: @tanstack/query-core no longer loads build/modern/mutationCache.js and infiniteQueryBehavior.js in the client build; update scripts/lib/query-without-mutations.ts',
        )
    },
  }
}
