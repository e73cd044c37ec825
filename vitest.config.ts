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
    // Every core for the unit files (each keeps its own database and data folder), then for the HTTP
    // files: left to itself Vitest 5 ran one file at a time on a two-core machine (CI's).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Beside the code: the app's modules, and the build scripts' own (scripts/lib).
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
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
          // After the unit files, never beside them (the server's renders and theirs share the cores).
          // The files run side by side on one shared server: each writes only rows of its own, and a
          // file that changes what every page shows (show dates, notices) or needs other settings
          // starts a server of its own (withOwnServer in tests/support/own-server.ts, or startServer).
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
})
