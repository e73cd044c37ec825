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
    // Every core for the unit files (each keeps its own database and data folder): left to itself
    // Vitest 5 ran one file at a time on a two-core machine (CI's). The HTTP files come after them
    // and run one after another (below).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          sequence: { groupOrder: 0 },
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
          // One server for all of them, alone on the machine: beside another file (an HTTP one or a
          // unit one) a test saw the other's content changes (a page cache entry gone stale) and,
          // on two cores, the render gate's 503s.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
})
