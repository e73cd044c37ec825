// V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) on the client's entry
// chunk: V8 then compiles every function of the file while the file streams in, on a background
// thread, instead of compiling each one on the main thread at its first call. Every function of the
// entry (React, the router, the client entry) runs while the page hydrates, so that compiling was
// hydration's largest cost: the module's evaluation took 27 ms of main thread on this machine and the
// first renders about as much again, all of it long tasks for a phone (ADR 035). Other browsers read a
// comment. The hint must be the file's first line, so it is written after every minifier pass, and
// the chunk's source map moves one line down with it.
import type { Plugin } from 'vite'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk' || !item.isEntry) continue
          item.code = `${COMPILE_HINT}\n${item.code}`
          if (!item.map) continue
          item.map.mappings = `;${item.map.mappings}`
          const mapFile = bundle[`${item.fileName}.map`]
          if (mapFile?.type === 'asset') mapFile.source = JSON.stringify(item.map)
        }
      },
    },
  }
}
