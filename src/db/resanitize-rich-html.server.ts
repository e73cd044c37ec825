import { and, eq, isNotNull, ne } from 'drizzle-orm'
import type { Db } from './connect.server'
import { sanitizeRichHtml } from './sanitize.server'
import { CONFIG_TYPE_PLAIN, news, siteConfig } from './schema'

/**
 * One pass of the current sanitiser over every stored rich field (news bodies, rich config), for rows
 * written before the write path sanitised everything, by an older allowlist, or by SQL. Only rows
 * whose HTML changes are written. Run once per database as a seed step (`rich_html_resanitised`);
 * reading sanitises again anyway, so this is about what the database holds, not what pages show.
 */
export async function resanitizeStoredRichHtml(db: Db): Promise<number> {
  let changed = 0
  const items = await db.select({ id: news.id, bodyCn: news.bodyCn, bodyEn: news.bodyEn }).from(news)
  for (const item of items) {
    const bodyCn = sanitizeRichHtml(item.bodyCn)
    const bodyEn = sanitizeRichHtml(item.bodyEn)
    if (bodyCn === item.bodyCn && bodyEn === item.bodyEn) continue
    await db.update(news).set({ bodyCn, bodyEn }).where(eq(news.id, item.id))
    changed += 1
  }
  const entries = await db
    .select({ code: siteConfig.code, contentRich: siteConfig.contentRich })
    .from(siteConfig)
    .where(and(ne(siteConfig.type, CONFIG_TYPE_PLAIN), isNotNull(siteConfig.contentRich)))
  for (const entry of entries) {
    const contentRich = sanitizeRichHtml(entry.contentRich ?? '')
    if (contentRich === entry.contentRich) continue
    await db.update(siteConfig).set({ contentRich }).where(eq(siteConfig.code, entry.code))
    changed += 1
  }
  return changed
}
