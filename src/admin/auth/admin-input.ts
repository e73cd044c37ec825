import * as v from 'valibot'
import { refuseWithStatus } from './admin-fn'

/** Input a back-office server function refuses: a 400, never the 500 of a thrown validation error. */
class AdminInputError extends Error {
  readonly status = 400
  constructor(readonly issues: string[]) {
    super('BAD_INPUT')
  }
}

/** A server function validator from a valibot schema. */
export function adminInput<S extends v.GenericSchema>(schema: S) {
  return (input: unknown): v.InferOutput<S> => {
    const result = v.safeParse(schema, input)
    if (!result.success) {
      refuseWithStatus(400)
      throw new AdminInputError(result.issues.map((issue) => issue.message))
    }
    return result.output
  }
}
