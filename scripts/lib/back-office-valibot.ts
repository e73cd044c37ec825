// The back office's valibot functions out of the public entry chunk (ADR 029). valibot is one
// module, and a module lands in one chunk whole with every export any chunk uses: so the
// functions only the back office's screens and contracts use (records, ISO dates, URLs, strict
// objects, …) sat in the entry chunk of every public page. This client-build plugin gives the back
// office's modules a copy of valibot of their own: the public copy keeps only what public code
// uses, the back office's chunks carry the functions they use. valibot keeps no state that the two
// copies would have to share (no global configuration or messages are set here), and a schema made
// by one copy runs under the other (a schema is a plain object with its own `~run`).
//
// The same for `src/db/schema-enums.ts`, the schema's closed value sets: the back office's (roles,
// audit actions, mail kinds, …) went to every public page with the few the pages use. Its copy holds
// only constant arrays, which nothing compares by identity across the two copies.
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const COPY_ID = '\0back-office-valibot'
const SCHEMA_ENUMS = /[\\/]src[\\/]db[\\/]schema-enums\.ts$/
/** The back office's copy of schema-enums: a path beside the original, so its relative imports resolve. */
const ENUMS_COPY_SUFFIX = '.back-office-copy.ts'
/** Modules only the back office (and the editors' previews) load in the browser; its contracts live in src/admin too (ADR 032). */
const BACK_OFFICE_MODULE = /[\\/]src[\\/](?:admin[\\/]|routes[\\/]admin[\\/]|routes[\\/]\{-\$locale\}[\\/]preview[\\/])/

export function backOfficeValibot(): Plugin {
  let realValibot: string | undefined
  let enumsCopied = false
  return {
    name: 'back-office-valibot',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer) {
      if (!importer || !BACK_OFFICE_MODULE.test(importer)) return null
      if (source === 'valibot') {
        const resolved = await this.resolve(source, importer, { skipSelf: true })
        if (!resolved) return null
        realValibot = resolved.id
        return COPY_ID
      }
      if (!source.endsWith('schema-enums')) return null
      const resolved = await this.resolve(source, importer, { skipSelf: true })
      if (!resolved || !SCHEMA_ENUMS.test(resolved.id)) return null
      enumsCopied = true
      return resolved.id.replace(/\.ts$/, ENUMS_COPY_SUFFIX)
    },
    load(id) {
      if (id === COPY_ID && realValibot) return readFileSync(realValibot, 'utf8')
      if (id.endsWith(ENUMS_COPY_SUFFIX)) return readFileSync(id.replace(ENUMS_COPY_SUFFIX, '.ts'), 'utf8')
      return null
    },
    buildEnd(error) {
      if (!error && (!realValibot || !enumsCopied))
        this.error(
          'back-office-valibot: no back-office module imports valibot or src/db/schema-enums.ts any more; update scripts/lib/back-office-valibot.ts',
        )
    },
  }
}
