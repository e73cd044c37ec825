// The back office's valibot functions out of the public entry chunk (ADR 029). valibot is one
// module, and a module lands in one chunk whole with every export any chunk uses: so the
// functions only the back office's screens and contracts use (records, ISO dates, URLs, strict
// objects, …) sat in the entry chunk of every public page. This client-build plugin gives the back
// office's modules a copy of valibot of their own: the public copy keeps only what public code
// uses, the back office's chunks carry the functions they use. valibot keeps no state that the two
// copies would have to share (no global configuration or messages are set here), and a schema made
// by one copy runs under the other (a schema is a plain object with its own `~run`).
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const COPY_ID = '\0back-office-valibot'
/** Modules only the back office (and the editors' previews) load in the browser; its contracts live in src/admin too (ADR 032). */
const BACK_OFFICE_MODULE = /[\\/]src[\\/](?:admin[\\/]|routes[\\/]admin[\\/]|routes[\\/]\{-\$locale\}[\\/]preview[\\/])/

export function backOfficeValibot(): Plugin {
  let realValibot: string | undefined
  return {
    name: 'back-office-valibot',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer) {
      if (source !== 'valibot' || !importer || !BACK_OFFICE_MODULE.test(importer)) return null
      const resolved = await this.resolve(source, importer, { skipSelf: true })
      if (!resolved) return null
      realValibot = resolved.id
      return COPY_ID
    },
    load(id) {
      if (id !== COPY_ID || !realValibot) return null
      return readFileSync(realValibot, 'utf8')
    },
    buildEnd(error) {
      if (!error && !realValibot)
        this.error(
          'back-office-valibot: no back-office module imports valibot any more; update scripts/lib/back-office-valibot.ts',
        )
    },
  }
}
