import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'

/**
 * A refused server function answers with its HTTP status (401, 403, 400), not the 200 that carries a
 * serialized error by default, so proxies, logs and tests see the refusal for what it is.
 */
export const refuseWithStatus = createIsomorphicFn()
  .server((status: number) => setResponseStatus(status))
  .client(() => undefined)

/**
 * Input a server function refuses. Its `status` makes Start answer 400 without logging it as a
 * failure: the input is the client's fault, and nothing was done.
 */
class ServerFnInputError extends Error {
  readonly status = 400
  constructor(readonly issues: string[]) {
    super('BAD_INPUT')
  }
}

/**
 * A server function's validator from a valibot schema: a payload of the wrong shape is a 400, never
 * the 500 (and logged stack) of the error Start throws for a failed standard-schema validator.
 */
export function serverFnInput<S extends v.GenericSchema>(schema: S) {
  return (input: unknown): v.InferOutput<S> => {
    const result = v.safeParse(schema, input)
    if (!result.success) {
      refuseWithStatus(400)
      throw new ServerFnInputError(result.issues.map((issue) => issue.message))
    }
    return result.output
  }
}
