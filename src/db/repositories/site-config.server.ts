import { asc } from 'drizzle-orm'
import type { Db } from '../connect.server'
import { sanitizeRichHtml } from '../sanitize.server'
import { CONFIG_TYPE_PLAIN, siteConfig } from '../schema'

export interface ConfigEntry {
  code: string
  /** 1 = plain text in `content`; anything else = sanitised HTML in `contentRich` (spec 3). */
  type: number
  content: string | null
  contentRich: string | null
}

export interface ConfigEntryInput {
  code: string
  type: number
  /** Plain text for type 1, HTML for other types (sanitised here). */
  value: string
}

/** The raw entries, shaped like the spec's config list call (code, type, content, content_rich). */
export async function listConfigEntries(db: Db): Promise<ConfigEntry[]> {
  return db
    .select({
      code: siteConfig.code,
      type: siteConfig.type,
      content: siteConfig.content,
      contentRich: siteConfig.contentRich,
    })
    .from(siteConfig)
    .orderBy(asc(siteConfig.code))
}

export function configValue(entry: ConfigEntry): string {
  return (entry.type === CONFIG_TYPE_PLAIN ? entry.content : entry.contentRich) ?? ''
}

/** Map from code to its effective value (content or content_rich by type). */
export async function getSiteConfig(db: Db): Promise<Record<string, string>> {
  const entries = await listConfigEntries(db)
  return Object.fromEntries(entries.map((entry) => [entry.code, configValue(entry)]))
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
