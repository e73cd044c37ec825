import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { badgeTokenOf, groupedToken } from './badge-token'
import { registrationSchema } from './registration'
import { interestsOf } from './registration-fields'

const t = (m: { id?: string; message?: string }) => m.message ?? m.id ?? ''

const valid = {
  truename: ' Li Na ',
  mobile: '139 1234 5678',
  email: 'li.na@example.com',
  company: 'Green Basket',
  jobTitle: 'Buyer',
  country: 'CN',
  province: '31',
  visitorType: 'retail',
  purchasingRole: 'none',
  consentPrivacy: 'on',
  noticeVersion: 'registration/v1',
}

describe('the registration contract', () => {
  it('stores mainland mobiles as E.164 and keeps international ones with their code', () => {
    const parse = (mobile: string, country = 'CN') =>
      v.safeParse(registrationSchema(t), { ...valid, mobile, country, province: country === 'CN' ? '31' : '' })
    expect(parse('13912345678').output).toMatchObject({ mobile: '+8613912345678', truename: 'Li Na' })
    expect(parse('+86 139-1234-5678').output).toMatchObject({ mobile: '+8613912345678' })
    expect(parse('+49 151 23456789', 'DE').output).toMatchObject({ mobile: '+4915123456789', province: null })
    for (const bad of ['12912345678', '1391234567', '+86 21 12345678', '0049151234', '+0123456789'])
      expect(parse(bad).success, bad).toBe(false)
  })

  it('asks for a province on the Chinese mainland only, and takes interests from boxes or a list', () => {
    expect(v.safeParse(registrationSchema(t), { ...valid, province: '' }).success).toBe(false)
    expect(v.safeParse(registrationSchema(t), { ...valid, province: '99' }).success).toBe(false)
    expect(interestsOf({ 'interest.food': 'on', 'interest.food-dairy': 'on', other: 'on' })).toEqual([
      'food',
      'food-dairy',
    ])
    expect(interestsOf({ interests: ['a'], 'interest.b': 'on' })).toEqual(['a'])
  })

  it('reads a badge code typed at the door however it was grouped', () => {
    const token = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    expect(badgeTokenOf(groupedToken(token).toLowerCase())).toBe(token)
    expect(badgeTokenOf('ABCD-EFGH-IJKL-MNOP-QRST-UVWX-YZ')).toBe(token)
    expect(badgeTokenOf('ABCDEFGH')).toBeNull()
    expect(badgeTokenOf('ABCDEFGHIJKLMNOPQRSTUVWXY1')).toBeNull()
  })
})
