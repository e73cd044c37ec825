import { test as base, expect } from '@playwright/test'

/**
 * Every browser test fails on a console error or a React hydration warning, so a page that
 * "works" while logging errors does not pass. A file that provokes an error status on purpose
 * names it: `test.use({ expectedConsoleErrors: [/status of 400/] })`.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        const text = msg.text()
        const isHydration = /hydrat/i.test(text)
        // 404 pages are tested on purpose; the browser logs their status as a console error.
        const isExpected404 = /status of 404/.test(text)
        // Offline tests cut the network on purpose; the browser logs the requests that then fail.
        const isOffline = /ERR_INTERNET_DISCONNECTED/.test(text)
        const isExpected = isExpected404 || isOffline || expectedConsoleErrors.some((re) => re.test(text))
        if ((msg.type() === 'error' && !isExpected) || isHydration) errors.push(text)
      })
      page.on('pageerror', (err) => errors.push(err.message))
      await use(errors)
      expect(errors, 'console errors or hydration warnings').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
