type Env = Readonly<Record<string, string | undefined>>

/**
 * The site's public origin: the one place every absolute link is built from (canonical and hreflang
 * URLs, sitemap, robots, calendar, WeChat's share signature, the mails' links, the badge link at the
 * desk and on resend alike, the back office's invitation, reset and two-factor links) and
 * better-auth's base URL and only trusted origin.
 *
 * `SITE_URL` when it is set (required in production and checked at start-up by `siteUrlProblem`), so
 * a forged Host header never ends up in a link or a cached page. Without it (development, tests) the
 * request's own origin; with no request at hand (start-up, the operator's scripts)
 * `http://localhost:PORT`, where `npm run dev` and `npm start` listen.
 */
export function siteOrigin(request?: Request, env: Env = process.env): string {
  const configured = configuredSiteOrigin(env)
  if (configured) return configured
  if (request) return new URL(request.url).origin
  return `http://localhost:${env.PORT?.trim() || 3000}`
}

/** `SITE_URL` as an origin (scheme, host and port, no trailing slash), or undefined when it is unset. */
export function configuredSiteOrigin(env: Env = process.env): string | undefined {
  const siteUrl = env.SITE_URL?.trim()
  return siteUrl ? new URL(siteUrl).origin : undefined
}

/** What is wrong with `SITE_URL`, as the one line start-up prints (ADR 011), or undefined. */
export function siteUrlProblem(env: Env): string | undefined {
  const siteUrl = env.SITE_URL?.trim()
  if (siteUrl)
    return isHttpOrigin(siteUrl)
      ? undefined
      : `SITE_URL="${siteUrl}" is not an http(s) origin such as https://www.example.cn`
  if (env.NODE_ENV === 'production')
    return (
      'SITE_URL is required when NODE_ENV=production (the public origin, e.g. https://www.example.cn): ' +
      'canonical links, share URLs and the same-site check must not come from the Host header'
    )
  return undefined
}

function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname.replace(/\/+$/, '') === ''
  } catch {
    return false
  }
}
