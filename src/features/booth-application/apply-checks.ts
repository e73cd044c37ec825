import * as v from 'valibot'
import { boothApplicationSchema, boothFieldErrors } from '~/contracts/booth-application'
import type { Translate } from '~/contracts/translate'

/**
 * The booth form's entries checked in the browser with the contract the server uses: each failing
 * field's message, none when all is well. Loaded when the form is first used (ApplyForm.tsx).
 */
export function applyFormErrors(t: Translate, values: Readonly<Record<string, unknown>>): Record<string, string> {
  const result = v.safeParse(boothApplicationSchema(t), values, { abortEarly: false })
  return result.success ? {} : boothFieldErrors(t, values, result.issues)
}
