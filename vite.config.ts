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
  build: { target: 'es2022', sourcemap: process.env.SOURCEMAP === '1' },
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
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|seroval|seroval-plugins|@lingui|use-sync-external-store|cookie-es|valibot|tiny-invariant|tiny-warning)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    tanstackStart({ srcDirectory: 'src' }),
    viteReact(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    vanillaExtractPlugin(),
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
        './src/server/security-headers.plugin.ts',
      ],
      compressPublicAssets: { gzip: true, brotli: true },
      traceDeps: ['@electric-sql/pglite*'],
    }),
  ],
})
