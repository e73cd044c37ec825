import { defineConfig } from 'drizzle-kit'

// Only `generate` is used: migrations are SQL files committed in ./drizzle and applied by the app on
// start-up (src/db/client.server.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
})
