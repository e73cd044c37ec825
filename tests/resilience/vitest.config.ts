import path from 'node:path'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'

/**
 * `npm run test:resilience`: load, hostile input, database faults, two processes and graceful
 * shutdown against the built production server. Files run one after another (they measure and
 * cut things) and each is bounded in time; the whole suite stays under three minutes.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  resolve: { tsconfigPaths: true },
  // Tests import server modules (the news save) whose imports describe texts with Lingui's macros.
  plugins: [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  test: {
    include: ['tests/resilience/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
})
