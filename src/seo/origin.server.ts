/** The public origin for absolute URLs in server routes: `SITE_URL`, else the request's own origin. */
export function siteOriginOf(request: Request): string {
  return (process.env.SITE_URL ?? new URL(request.url).origin).replace(/\/+$/, '')
}
