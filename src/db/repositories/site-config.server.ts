import { asc } from 'drizzle-orm'
import type { SafeHtml } from '~/contracts/safe-html'
import type { Db } from '../connect.server'
import { sanitizeRichHtml } from '../sanitize.server'
import { CONFIG_TYPE_PLAIN, siteConfig } from '../schema'

export interface ConfigEntry {
  code: string
  /** 1 = plain text in `content`; anything else = sanitised HTML in `contentRich` (spec 3). */
  type: number
  content: string | null
  contentRich: SafeHtml | null
}

/** The configuration split by kind: plain texts, and sanitised HTML that only `RichHtml` renders. */
export interface SiteConfig {
  text: Record<string, string>
  rich: Record<string, SafeHtml>
}

export interface ConfigEntryInput {
  code: string
  type: number
  /** Plain text for type 1, HTML for other types (sanitised here). */
  value: string
}

/**
 * The entries, shaped like the spec's config list call (code, type, content, content_rich). Rich
 * HTML is sanitised again as it is read: a row written by SQL or an older version is made safe too.
 */
export async function listConfigEntries(db: Db): Promise<ConfigEntry[]> {
  const rows = await db
    .select({
      code: siteConfig.code,
      type: siteConfig.type,
      content: siteConfig.content,
      contentRich: siteConfig.contentRich,
    })
    .from(siteConfig)
    .orderBy(asc(siteConfig.code))
  return rows.map((row) => ({
    ...row,
    contentRich: row.type === CONFIG_TYPE_PLAIN || row.contentRich === null ? null : sanitizeRichHtml(row.contentRich),
  }))
}

/** Every entry by code, plain texts and rich HTML apart, so a text is never rendered as HTML. */
export async function readSiteConfig(db: Db): Promise<SiteConfig> {
  const config: SiteConfig = { text: {}, rich: {} }
  for (const entry of await listConfigEntries(db)) {
    if (entry.type === CONFIG_TYPE_PLAIN) config.text[entry.code] = entry.content ?? ''
    else config.rich[entry.code] = entry.contentRich ?? sanitizeRichHtml('')
  }
  return config
}

/** The plain-text entries by code. */
export async function getSiteConfig(db: Db): Promise<Record<string, string>> {
  return (await readSiteConfig(db)).text
}

/** Row values for an entry; the only place rich config HTML is prepared for storage. */
export function configEntryValues(input: ConfigEntryInput): typeof siteConfig.$inferInsert {
  const plain = input.type === CONFIG_TYPE_PLAIN
  return {
    code: input.code,
    type: input.type,
    content: plain ? input.value : null,
    contentRich: plain ? null : sanitizeRichHtml(input.value),
  }
}

export async function saveConfigEntry(db: Db, input: ConfigEntryInput): Promise<void> {
  const values = configEntryValues(input)
  await db
    .insert(siteConfig)
    .values(values)
    .onConflictDoUpdate({
      target: siteConfig.code,
      set: { type: values.type, content: values.content, contentRich: values.contentRich, updatedAt: new Date() },
    })
}
