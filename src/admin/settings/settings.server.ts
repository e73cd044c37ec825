import * as v from 'valibot'
import {
  entriesOf,
  SETTING_PROBLEMS,
  SETTINGS,
  type SettingKey,
  SettingsInput,
  type SettingsSaveAnswer,
  type SettingsValues,
} from '~/contracts/settings'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { getSiteConfig, saveConfigEntry } from '~/db/repositories/site-config.server'
import { CONFIG_TYPE_PLAIN } from '~/db/schema-enums'
import { type Actor, recordAudit } from '../audit/audit.server'
import { problemsByEntry } from '../form-problems'

const KEYS = Object.keys(SETTINGS) as SettingKey[]
const isDatetime = (entry: string) => SETTINGS[entry as SettingKey] === 'datetime'

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

/**
 * Saves what changed, all or nothing, with one audit entry (before and after of the changed entries).
 * Each page of every process shows it within the content version's 2 s (site_config is content).
 */
export async function saveSettings(db: Db, actor: Actor, input: SettingsValues): Promise<SettingsSaveAnswer> {
  const parsed = v.safeParse(SettingsInput, input)
  if (!parsed.success) {
    const problems = problemsByEntry(parsed.issues, SETTING_PROBLEMS, 'required')
    return { ok: false, problems }
  }
  const stored = (values: SettingsValues, entry: string) => {
    const value = values[entry] ?? ''
    return isDatetime(entry) ? String(Math.floor(Date.parse(value) / 1000)) : value
  }
  const current = await getSiteConfig(db)
  const before: SettingsValues = {}
  const after: SettingsValues = {}
  for (const entry of Object.keys(parsed.output)) {
    const next = stored(parsed.output, entry)
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
