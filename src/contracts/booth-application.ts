import * as v from 'valibot'
import { BOOTH_MIN_AREA_SQM, BOOTH_TYPES, isBoothAreaAllowed } from '~/db/booth-rules'
import { PARTNERSHIP_INTENTS, PREFERRED_BOOTHS_MAX } from './booth-form-fields'
import { consentField, EMAIL_MAX, EMAIL_RE, fieldErrorsOf, honeypotField, requiredText } from './fields'
import { boothLabel, isBoothLabel, PLAN_HALL } from './floor-plan'
import { formMessages } from './messages'
import { noticeVersionField } from './privacy-notice'
import type { Translate } from './translate'

const BOOTH_AREA_MAX_SQM = 2000
const PHONE_RE = /^\+?[0-9][0-9 ()-]{5,24}$/
const AREA_RE = /^\s*\d{1,5}\s*$/

const areaMinimumMessage = (boothType: unknown) =>
  boothType === 'bare_space' ? formMessages.areaBareSpaceMinimum : formMessages.areaStandardMinimum

/**
 * Preferred booths as typed (`N5-A12, a14`, commas, spaces or Chinese list marks between them) or
 * as JSON (an array of labels): upper-cased labels of the plan's hall, a bare number taking the
 * hall, each once. Undefined when the text does not name at most three booths.
 */
function preferredBoothLabels(value: unknown): string[] | undefined {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,，、;；]+/) : undefined
  if (!parts) return undefined
  const labels = new Set<string>()
  for (const part of parts) {
    if (typeof part !== 'string') return undefined
    const word = part.trim().toUpperCase()
    if (word === '') continue
    const label = word.includes('-') ? word : boothLabel(PLAN_HALL.hall, word)
    if (!isBoothLabel(label)) return undefined
    labels.add(label)
  }
  return labels.size <= PREFERRED_BOOTHS_MAX ? [...labels] : undefined
}

/** One of a fixed set; a missing or unknown value gets the field's own message. */
function choice<const T extends readonly string[]>(options: T, message: string) {
  return v.pipe(v.optional(v.string(message), ''), v.picklist(options, message))
}

/**
 * The booth application form. Every field reports its own localised error (parse without
 * abortEarly and use `fieldErrorsOf`); an area under the booth type's minimum is refused.
 */
export function boothApplicationSchema(t: Translate) {
  return v.pipe(
    v.object({
      partnershipIntent: choice(PARTNERSHIP_INTENTS, t(formMessages.partnershipRequired)),
      country: requiredText(t, formMessages.countryRequired, 100),
      companyName: requiredText(t, formMessages.companyNameRequired, 200),
      contactName: requiredText(t, formMessages.contactNameRequired, 100),
      phone: v.pipe(requiredText(t, formMessages.phoneRequired, 30), v.regex(PHONE_RE, t(formMessages.phoneInvalid))),
      email: v.pipe(
        requiredText(t, formMessages.emailRequired, EMAIL_MAX),
        v.regex(EMAIL_RE, t(formMessages.emailInvalid)),
      ),
      productType: requiredText(t, formMessages.productTypeRequired, 200),
      boothType: choice(BOOTH_TYPES, t(formMessages.boothTypeRequired)),
      areaSqm: v.pipe(
        v.optional(v.union([v.number(), v.string()]), ''),
        v.transform((value) => (typeof value === 'string' && AREA_RE.test(value) ? Number(value) : value)),
        v.number(t(formMessages.areaRequired)),
        v.integer(t(formMessages.areaRequired)),
        v.minValue(1, t(formMessages.areaRequired)),
        v.maxValue(BOOTH_AREA_MAX_SQM, t(formMessages.areaRequired)),
      ),
      preferredBooths: v.pipe(
        v.optional(
          v.union(
            [
              v.pipe(v.string(), v.maxLength(200, t(formMessages.preferredBoothsInvalid))),
              v.pipe(v.array(v.string()), v.maxLength(PREFERRED_BOOTHS_MAX, t(formMessages.preferredBoothsInvalid))),
            ],
            t(formMessages.preferredBoothsInvalid),
          ),
          '',
        ),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          const labels = preferredBoothLabels(dataset.value)
          if (labels) return labels
          addIssue({ message: t(formMessages.preferredBoothsInvalid) })
          return NEVER
        }),
      ),
      consent: consentField(t),
      website: honeypotField,
      noticeVersion: noticeVersionField(t, 'application'),
    }),
    v.forward(
      v.check(
        (input) => input.areaSqm >= BOOTH_MIN_AREA_SQM[input.boothType],
        (issue) => t(areaMinimumMessage((issue.input as { boothType?: unknown }).boothType)),
      ),
      ['areaSqm'],
    ),
  )
}

/**
 * Every invalid field's message for a refused application. The contract checks the area against
 * the booth type's minimum only once every other field is valid; this reports it at once, as soon
 * as a booth type and a whole-number area are given, so the browser's checks and the server's
 * answer name the same fields.
 */
export function boothFieldErrors(
  t: Translate,
  input: Readonly<Record<string, unknown>>,
  issues: readonly v.BaseIssue<unknown>[],
): Record<string, string> {
  const errors = fieldErrorsOf(issues)
  const { boothType, areaSqm } = input
  const area = typeof areaSqm === 'string' && AREA_RE.test(areaSqm) ? Number(areaSqm) : areaSqm
  const typed = boothType === 'standard' || boothType === 'bare_space'
  if (
    !errors.areaSqm &&
    typed &&
    typeof area === 'number' &&
    Number.isInteger(area) &&
    !isBoothAreaAllowed(boothType, area)
  )
    errors.areaSqm = t(areaMinimumMessage(boothType))
  return errors
}
