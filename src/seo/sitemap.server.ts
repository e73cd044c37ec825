import type { Db } from '~/db/client.server'
import { listNews } from '~/db/repositories/news.server'
import { LINGUI_LOCALE, LOCALES, localizePath } from '~/i18n/locales'
import { pagePath } from '~/routing/page-routes'
import { SECTIONS } from '~/routing/sections'

/** Locale-neutral paths of every indexable page (search results are `noindex`, so left out). */
function staticPagePaths(): string[] {
  const sections = Object.entries(SECTIONS)
    .filter(([id]) => id !== 'search-news')
    .map(([, section]) => pagePath(section.route))
  return ['/', ...sections]
}

async function publishedNews(db: Db): Promise<{ id: number; updatedAt: Date }[]> {
  const out: { id: number; updatedAt: Date }[] = []
  for (let page = 1; page <= 200; page++) {
    const result = await listNews(db, { page, pageSize: 50 })
    for (const item of result.items) out.push({ id: item.id, updatedAt: item.publishedAt })
    if (page * result.pageSize >= result.total) break
  }
  return out
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * sitemap.xml: every page in both locales, each `<url>` carrying `xhtml:link` alternates for both
 * languages and x-default (Chinese), news items from the database.
 */
export async function buildSitemap(db: Db, origin: string): Promise<string> {
  const pages: { path: string; lastmod?: Date }[] = staticPagePaths().map((path) => ({ path }))
  for (const item of await publishedNews(db)) pages.push({ path: `/news/${item.id}`, lastmod: item.updatedAt })
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ]
  for (const page of pages) {
    const alternates = [
      ...LOCALES.map(
        (l) =>
          `    <xhtml:link rel="alternate" hreflang="${LINGUI_LOCALE[l]}" href="${xmlEscape(origin + localizePath(page.path, l))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(origin + localizePath(page.path, 'cn'))}"/>`,
    ]
    for (const locale of LOCALES) {
      lines.push('  <url>', `    <loc>${xmlEscape(origin + localizePath(page.path, locale))}</loc>`)
      if (page.lastmod) lines.push(`    <lastmod>${page.lastmod.toISOString().slice(0, 10)}</lastmod>`)
      lines.push(...alternates, '  </url>')
    }
  }
  lines.push('</urlset>', '')
  return lines.join('\n')
}

export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/calendar.ics',
    'Disallow: /api/',
    'Disallow: /search-news',
    'Disallow: /en/search-news',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
