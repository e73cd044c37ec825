import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { boothApplicationSchema, boothFieldErrors } from './booth-application'
import type { Translate } from './translate'

const t: Translate = (m) => m.message ?? m.id
const valid = {
  partnershipIntent: 'exhibitor',
  country: 'Germany',
  companyName: 'Bio GmbH',
  contactName: 'Anna',
  phone: '+49 911 123456',
  email: 'anna@example.com',
  productType: 'Flour',
  boothType: 'standard',
  areaSqm: '18',
  consent: 'on',
  noticeVersion: 'application/v1',
}

const errorsOf = (input: Record<string, unknown>) => {
  const result = v.safeParse(boothApplicationSchema(t), input, { abortEarly: false })
  return result.success ? {} : boothFieldErrors(t, input, result.issues)
}

describe('booth application field errors', () => {
  it('accepts a complete form post (strings, consent "on")', () => {
    expect(errorsOf(valid)).toEqual({})
  })

  it('reports the area minimum together with the other fields, as the browser does', () => {
    const errors = errorsOf({ ...valid, country: '', areaSqm: '5' })
    expect(errors).toEqual({
      country: 'Please enter the exhibiting country',
      areaSqm: 'A standard booth needs at least 9 sqm',
    })
    expect(errorsOf({ ...valid, email: 'x', boothType: 'bare_space', areaSqm: 30 }).areaSqm).toBe(
      'Bare space needs at least 36 sqm',
    )
    // no type chosen, or no whole number: only the contract's own messages
    expect(errorsOf({ ...valid, boothType: '', areaSqm: '5' }).areaSqm).toBeUndefined()
    expect(errorsOf({ ...valid, areaSqm: '5.5' }).areaSqm).toBe('Please enter the booth area in square metres')
  })

  it('still refuses an area under the minimum when everything else is valid', () => {
    expect(errorsOf({ ...valid, areaSqm: '8' })).toEqual({ areaSqm: 'A standard booth needs at least 9 sqm' })
  })

  it('reads preferred booths as typed or as JSON: labels of Hall N5, each once, at most three', () => {
    const parsed = (preferredBooths: unknown) => {
      const result = v.safeParse(boothApplicationSchema(t), { ...valid, preferredBooths })
      return result.success ? result.output.preferredBooths : errorsOf({ ...valid, preferredBooths })
    }
    expect(parsed(undefined)).toEqual([])
    expect(parsed('  ')).toEqual([])
    expect(parsed('n5-a12, A14，N5-A12、b3')).toEqual(['N5-A12', 'N5-A14', 'N5-B3'])
    expect(parsed(['N5-A12'])).toEqual(['N5-A12'])
    const refused = {
      preferredBooths: 'Name up to three booths by number, separated by commas, for example N5-A12, N5-A14',
    }
    expect(parsed('A1 A2 A3 A4')).toEqual(refused)
    expect(parsed('A1; <script>')).toEqual(refused)
    expect(parsed('x'.repeat(201))).toEqual(refused)
    expect(parsed(['A1', 'A2', 'A3', 'A4'])).toEqual(refused)
    expect(parsed([1])).toEqual(refused)
    expect(parsed(12)).toEqual(refused)
  })
})
