import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// Lingui and the catalog folders use BCP 47 tags (`zh-CN`, `en`); the site's own ids (`cn` in URLs,
// the i18n_locale cookie and the API `lang` header) are mapped in src/i18n/locales.ts.
// `lingui extract` keeps a catalog's existing PO header as written (Language, Plural-Forms,
// Language-Team), so each catalog carries the header its PO editor needs; the catalog test checks it.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh-CN', 'en'],
  fallbackLocales: false,
  // The back office has its own catalog, loaded only on its pages, so the public pages' catalog (sent
  // with every page) does not grow with it.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '**/*.test.*',
        '**/*.server.ts',
        '<rootDir>/src/admin/**',
        '<rootDir>/src/routes/admin/**',
        '<rootDir>/src/mail/**',
      ],
    },
    // Mail is written on the server in the recipient's language; no page loads this catalog.
    {
      path: '<rootDir>/src/locales/{locale}/mail',
      include: ['<rootDir>/src/mail'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/admin',
      include: ['<rootDir>/src/admin', '<rootDir>/src/routes/admin'],
      exclude: ['**/*.test.*', '**/*.server.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
