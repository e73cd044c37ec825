import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// Locale ids are the ones URLs, the i18n_locale cookie and the API `lang` header carry.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['cn', 'en'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.server.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
