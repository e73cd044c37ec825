import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  resolve: { tsconfigPaths: true },
  build: { target: 'es2022' },
  plugins: [
    tanstackStart({ srcDirectory: 'src' }),
    viteReact(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    vanillaExtractPlugin(),
    // PGlite loads its WebAssembly and data files from beside its own module, so it stays a real
    // package in .output/server/node_modules instead of being bundled.
    nitro({ compressPublicAssets: { gzip: true, brotli: true }, traceDeps: ['@electric-sql/pglite*'] }),
  ],
})
