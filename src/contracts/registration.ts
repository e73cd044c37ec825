import * as v from 'valibot'
import { PURCHASING_ROLES, VISITOR_TYPES } from '~/db/schema-enums'
import { consentField, EMAIL_MAX, EMAIL_RE, fieldErrorsOf, honeypotField, isConsentGiven, requiredText } from './fields'
import { noticeVersionField } from './privacy-notice'
import { registrationMessages } from './registration-fields'
import { PROVINCE_CODES, REGION_CODES } from './registration-regions'
import type { Translate } from './translate'

const INTEREST_CODE_RE = /^[\w.-]{1,60}$/
const MAX_INTERESTS = 40

/** Mainland mobile numbers (11 digits, 13x-19x), with or without +86; others in E.164 with their code. */
const MAINLAND_MOBILE_RE = /^(?:\+?86)?(1[3-9]\d{9})$/
const INTERNATIONAL_RE = /^\+([1-9]\d{6,14})$/

/** The mobile number as stored and compared (E.164), or null when it is not a valid one. */
function normaliseMobile(value: string): string | null {
  const compact = value.replace(/[\s()-]/g, '')
  const mainland = MAINLAND_MOBILE_RE.exec(compact)
  if (mainland) return `+86${mainland[1]}`
  // A +86 number that is not a mainland mobile is refused rather than taken as international.
  if (compact.startsWith('+86')) return null
  return INTERNATIONAL_RE.test(compact) ? compact : null
}

const choice = <const T extends readonly string[]>(options: T, message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.picklist(options, message))

const optionalConsent = v.pipe(
  v.optional(v.unknown(), false),
  v.transform((value) => isConsentGiven(value)),
)

/**
 * The registration form. Every field reports its own localised error (parse without abortEarly and
 * use `fieldErrorsOf`); the province is asked only for the Chinese mainland. The interests must be
 * codes of the industries tree: the server checks them against it (`unknown` codes are refused).
 */
export function registrationSchema(t: Translate) {
  const m = registrationMessages
  return v.pipe(
    v.object({
      truename: requiredText(t, m.nameRequired, 50),
      mobile: v.pipe(
        requiredText(t, m.mobileRequired, 30),
        v.transform((value) => normaliseMobile(value) ?? ''),
        v.nonEmpty(t(m.mobileInvalid)),
      ),
      email: v.pipe(requiredText(t, m.emailRequired, EMAIL_MAX), v.regex(EMAIL_RE, t(m.emailInvalid))),
      company: requiredText(t, m.companyRequired, 200),
      jobTitle: requiredText(t, m.jobTitleRequired, 100),
      country: choice(REGION_CODES, t(m.countryRequired)),
      province: v.optional(v.string(t(m.provinceRequired)), ''),
      visitorType: choice(VISITOR_TYPES, t(m.visitorTypeRequired)),
      interests: v.pipe(
        v.optional(v.array(v.pipe(v.string(), v.regex(INTEREST_CODE_RE)), t(m.interestsInvalid)), []),
        v.maxLength(MAX_INTERESTS, t(m.interestsInvalid)),
        v.transform((codes) => [...new Set(codes)]),
      ),
      purchasingRole: choice(PURCHASING_ROLES, t(m.purchasingRoleRequired)),
      consentPrivacy: consentField(t),
      consentExhibitors: optionalConsent,
      consentNews: optionalConsent,
      website: honeypotField,
      startedAt: v.optional(v.unknown()),
      noticeVersion: noticeVersionField(t, 'registration'),
    }),
    v.forward(
      v.check((input) => hasProvinceIfMainland(input), t(m.provinceRequired)),
      ['province'],
    ),
    v.transform(({ province, ...rest }) => ({ ...rest, province: rest.country === 'CN' ? province : null })),
  )
}

const hasProvinceIfMainland = (input: { country?: unknown; province?: unknown }) =>
  input.country !== 'CN' || (PROVINCE_CODES as readonly string[]).includes(String(input.province))

/**
 * Every invalid field's message. The province is checked against the country as soon as both are
 * there, not only once every other field is valid (valibot checks the whole object last).
 */
export function registrationFieldErrors(
  t: Translate,
  input: Readonly<Record<string, unknown>>,
  issues: readonly v.BaseIssue<unknown>[],
): Record<string, string> {
  const errors = fieldErrorsOf(issues.filter((issue) => issue.path !== undefined))
  if (!hasProvinceIfMainland(input)) errors.province ??= t(registrationMessages.provinceRequired)
  return errors
}
