// ICU names these, but they are not countries (ISO 3166-1 reserves or leaves them unassigned).
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB'])
const regionNames = (locale: string) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
const chinese = regionNames('zh-Hans-CN')
const english = regionNames('en')

/** An ISO 3166-1 alpha-2 code, upper case, as ICU knows them (no list of our own to keep up to date). */
export const isCountryCode = (code: string) =>
  /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && english.of(code) !== undefined

/** A country's usual names in both languages (for a file that gives only its code). */
export const countryNames = (code: string) => ({ cn: chinese.of(code) ?? code, en: english.of(code) ?? code })
