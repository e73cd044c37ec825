import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import {
  entriesOf,
  isDatetimeKind,
  SETTING_PROBLEMS,
  SETTINGS,
  type SettingKey,
  SettingsInput,
  type SettingsSaveAnswer,
  type SettingsValues,
} from '~/admin/settings/contract'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { getSiteConfig, saveConfigEntry } from '~/db/repositories/site-config.server'
import { adminSettingsDraft } from '~/db/schema'
import { CONFIG_TYPE_PLAIN } from '~/db/schema-enums'
import { type Actor, recordAudit } from '../audit/audit.server'
import { problemsByEntry } from '../ui/form-problems'

const KEYS = Object.keys(SETTINGS) as SettingKey[]
const isDatetime = (entry: string) => Object.hasOwn(SETTINGS, entry) && isDatetimeKind(SETTINGS[entry as SettingKey])

/** The settings as the form edits them (date-times as ISO instants). */
export async function readSettings(db: Db): Promise<SettingsValues> {
  const config = await getSiteConfig(db)
  const values: SettingsValues = {}
  for (const key of KEYS)
    for (const entry of entriesOf(key)) {
      const stored = config[entry] ?? ''
      values[entry] = isDatetime(entry) && stored ? new Date(Number(stored) * 1000).toISOString() : stored
    }
  return values
}

/** The values as site_config stores them: date-times as Unix seconds, the rest as typed. */
function storedValues(values: SettingsValues): SettingsValues {
  const stored: SettingsValues = {}
  for (const [entry, value] of Object.entries(values))
    stored[entry] = isDatetime(entry) && value ? String(Math.floor(Date.parse(value) / 1000)) : value
  return stored
}

type Checked = { ok: true; stored: SettingsValues } | Extract<SettingsSaveAnswer, { ok: false }>

/** The form's strings checked by the one set of rules (settings/contract.ts), in their stored form. */
function checkSettings(input: SettingsValues): Checked {
  const parsed = v.safeParse(SettingsInput, input)
  if (parsed.success) return { ok: true, stored: storedValues(parsed.output) }
  return { ok: false, problems: problemsByEntry(parsed.issues, SETTING_PROBLEMS, 'required') }
}

/**
 * Saves what changed, all or nothing, with one audit entry (before and after of the changed entries).
 * Each page of every process shows it within the content version's 2 s (site_config is content).
 */
export async function saveSettings(db: Db, actor: Actor, input: SettingsValues): Promise<SettingsSaveAnswer> {
  const checked = checkSettings(input)
  if (!checked.ok) return checked
  const current = await getSiteConfig(db)
  const before: SettingsValues = {}
  const after: SettingsValues = {}
  for (const [entry, next] of Object.entries(checked.stored)) {
    if ((current[entry] ?? '') !== next) {
      before[entry] = current[entry] ?? ''
      after[entry] = next
    }
  }
  if (Object.keys(after).length === 0) return { ok: true }
  await db.transaction(async (tx) => {
    for (const [code, value] of Object.entries(after))
      await saveConfigEntry(tx, { code, type: CONFIG_TYPE_PLAIN, value })
    await recordAudit(tx, actor, { action: 'update', entity: 'settings', before, after })
  })
  await flushWrites(db)
  return { ok: true }
}

/**
 * Keeps an administrator's unsaved settings for the preview (checked by the same rules as a save:
 * a preview shows only what could be saved). Not audited: nothing public changes.
 */
export async function saveSettingsDraft(db: Db, userId: string, input: SettingsValues): Promise<SettingsSaveAnswer> {
  const checked = checkSettings(input)
  if (!checked.ok) return checked
  await db
    .insert(adminSettingsDraft)
    .values({ userId, values: checked.stored })
    .onConflictDoUpdate({ target: adminSettingsDraft.userId, set: { values: checked.stored, updatedAt: new Date() } })
  return { ok: true }
}

/** The stored form of an administrator's last previewed settings; undefined without one. */
export async function readSettingsDraft(db: Db, userId: string): Promise<SettingsValues | undefined> {
  const [row] = await db
    .select({ values: adminSettingsDraft.values })
    .from(adminSettingsDraft)
    .where(eq(adminSettingsDraft.userId, userId))
  return row?.values
}
