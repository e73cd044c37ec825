type Env = Readonly<Record<string, string | undefined>>

/** The public origin better-auth and the back office's links use (SITE_URL; `npm start` sets it). */
export function siteOriginFrom(env: Env = process.env): string {
  return new URL(env.SITE_URL?.trim() || `http://localhost:${env.PORT || 3000}`).origin
}
