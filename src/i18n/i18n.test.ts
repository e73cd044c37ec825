import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { msgCount } from '~/ui/count-message'
import { createI18n, loadCatalog } from './i18n'
import { LINGUI_LOCALE, localeOfLingui } from './locales'

describe('Lingui and Intl locale ids', () => {
  it('run the Chinese catalog as zh-CN, which Intl resolves to Chinese (cn would fall back to English)', async () => {
    const i18n = createI18n('cn', await loadCatalog('cn'))
    expect(i18n.locale).toBe('zh-CN')
    expect(new Intl.PluralRules(i18n.locale).resolvedOptions().locale).toMatch(/^zh\b/)
    // Chinese has no singular: every count takes the `other` form.
    expect(new Intl.PluralRules(i18n.locale).select(1)).toBe('other')
    const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'Asia/Shanghai' })
    expect(date.resolvedOptions().locale).toMatch(/^zh\b/)
    expect(date.format(new Date('2025-06-11T02:00:00Z'))).toBe('2025年6月11日')
  })

  it('pick the plural form through the catalog id', async () => {
    // The same source message as the directory's result count (its id is a hash of the source).
    const found = msg`{form, select, one {{count} exhibitor found} other {{count} exhibitors found}}`
    const zh = createI18n('cn', await loadCatalog('cn'))
    const en = createI18n('en', await loadCatalog('en'))
    expect(msgCount(zh, found, 1)).toBe('共找到 1 家展商')
    expect(msgCount(en, found, 1)).toBe('1 exhibitor found')
    expect(msgCount(en, found, 2)).toBe('2 exhibitors found')
  })

  it('map the Lingui ids back to the site locales', () => {
    expect(localeOfLingui(LINGUI_LOCALE.cn)).toBe('cn')
    expect(localeOfLingui(LINGUI_LOCALE.en)).toBe('en')
    expect(localeOfLingui('cn')).toBe('cn')
  })
})
