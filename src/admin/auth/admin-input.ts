import { serverFnInput } from '~/server/server-fn-input'

/** A back-office server function's validator from a valibot schema (a 400 for input of the wrong shape). */
export const adminInput = serverFnInput
