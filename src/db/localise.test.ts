import { describe, expect, expectTypeOf, it } from 'vitest'
import { pickLocale, pickLocaleList } from './localise'

const row = {
  id: 7,
  titleCn: '开幕',
  titleEn: 'Opening',
  summaryCn: '摘要',
  summaryEn: '',
  countryCode: 'DE',
  lineCn: 'only cn',
}

describe('pickLocale', () => {
  it('folds Cn/En pairs into one key for the chosen locale and keeps everything else', () => {
    expect(pickLocale(row, 'en')).toEqual({
      id: 7,
      title: 'Opening',
      summary: '摘要',
      countryCode: 'DE',
      lineCn: 'only cn',
    })
    expect(pickLocale(row, 'cn')).toEqual({
      id: 7,
      title: '开幕',
      summary: '摘要',
      countryCode: 'DE',
      lineCn: 'only cn',
    })
  })

  it('falls back to Chinese when the English value is empty or null', () => {
    expect(pickLocale({ nameCn: '有机', nameEn: null }, 'en')).toEqual({ name: '有机' })
  })

  it('falls back to English when the Chinese value is empty, blank or null: never an empty field', () => {
    expect(pickLocale({ nameCn: '', nameEn: 'Organic' }, 'cn')).toEqual({ name: 'Organic' })
    expect(pickLocale({ nameCn: '  ', nameEn: 'Organic' }, 'cn')).toEqual({ name: 'Organic' })
    expect(pickLocale({ nameCn: null, nameEn: 'Organic' }, 'cn')).toEqual({ name: 'Organic' })
    expect(pickLocale({ nameCn: '有机', nameEn: ' ' }, 'en')).toEqual({ name: '有机' })
    // Both missing stays missing (an optional text nobody wrote).
    expect(pickLocale({ textCn: '', textEn: '' }, 'cn')).toEqual({ text: '' })
  })

  it('types the result', () => {
    const picked = pickLocale(row, 'en')
    expectTypeOf(picked.title).toEqualTypeOf<string>()
    expectTypeOf(picked.id).toEqualTypeOf<number>()
    expectTypeOf(picked).not.toHaveProperty('titleCn')
    expect(pickLocaleList([row, row], 'cn')).toHaveLength(2)
  })
})
