import { fromBeijingInput, toBeijingInput } from '../ui/beijing-time'
import { entriesOf, isDatetimeKind, SETTINGS, type SettingKey, type SettingKind } from './contract'

/** One input of the form: a stored entry, its kind and, for a pair, the language it is written in. */
export interface SettingInput {
  entry: string
  kind: SettingKind
  language?: { lang: 'zh-CN' | 'en'; name: 'chinese' | 'english' }
}

/** The inputs a setting is edited in: one, or a pair's Chinese and English side by side. */
export function inputsOf(key: SettingKey): SettingInput[] {
  const kind = SETTINGS[key]
  if (kind !== 'pair') return [{ entry: key, kind }]
  const [cn = '', en = ''] = entriesOf(key)
  return [
    { entry: cn, kind, language: { lang: 'zh-CN', name: 'chinese' } },
    { entry: en, kind, language: { lang: 'en', name: 'english' } },
  ]
}

/**
 * The input's type and the hints a browser and a phone keyboard take from the kind: a picture's
 * path is not a word to spell-check, an edition is typed on the number pad.
 */
export function inputAttributes(kind: SettingKind): {
  type: 'datetime-local' | 'url' | 'email' | 'text'
  spellCheck: false | undefined
  inputMode: 'numeric' | undefined
} {
  return {
    type: isDatetimeKind(kind)
      ? 'datetime-local'
      : kind === 'https' || kind === 'optionalHttps'
        ? 'url'
        : kind === 'email' || kind === 'optionalEmail'
          ? 'email'
          : 'text',
    spellCheck: kind === 'picture' || kind === 'optionalShareCard' ? false : undefined,
    inputMode: kind === 'number' ? 'numeric' : undefined,
  }
}

/** What the input shows of a stored value: a date and time in Beijing time, else the value itself. */
export function shownValue(kind: SettingKind, stored: string | undefined): string {
  if (!isDatetimeKind(kind)) return stored ?? ''
  return stored ? toBeijingInput(stored) : ''
}

/** What is kept of what the editor typed: a date and time as an instant (empty while incomplete). */
export function storedValue(kind: SettingKind, typed: string): string {
  return isDatetimeKind(kind) ? (fromBeijingInput(typed) ?? '') : typed
}
