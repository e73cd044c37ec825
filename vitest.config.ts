import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * Two projects: `unit` (pure modules, components rendered to strings, the database through its
 * real driver) and `http` (fetch against the built production server, started once by the
 * global setup on its own data folder; tests read its address with `inject('baseUrl')`).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [viteReact(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] }), vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/http-server.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
})
