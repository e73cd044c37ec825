import { defineConfig, devices } from '@playwright/test'
import { chromiumPath } from './tests/setup/chromium'

const port = Number(process.env.E2E_PORT ?? 3217)
const baseURL = `http://127.0.0.1:${port}`

/**
 * Browser tests drive Debian's Chromium (registries' browser downloads do not work here) against
 * the production build (`npm run build` first; `npm test` does it), on its own data folder.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 2 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  webServer: {
    command: 'node .output/server/index.mjs',
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: `${process.env.TEST_DATA_DIR ?? '.e2e-data'}/e2e`,
      // Many submissions in a row from one address; the 429 path is faked in the browser test.
      RATE_LIMIT_FORMS: '1000/60',
    },
  },
  use: {
    baseURL,
    trace: 'off',
    ...devices['Desktop Chrome'],
    // The site's first audience; tests that need an English browser set their own.
    locale: 'zh-CN',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
