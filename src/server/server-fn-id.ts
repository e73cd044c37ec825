import { createHash } from 'node:crypto'

/**
 * The id of a server function in a production build (vite.config.ts hands this to TanStack Start as
 * `serverFns.generateFunctionId`): owned here, not left to the framework's default, so the edge can
 * name the few functions allowed a large body before it reads a byte (request-body-policy.server.ts).
 * `filename` is relative to the project root, `functionName` is Start's `<export>_createServerFn_handler`.
 */
export function serverFnId(filename: string, functionName: string): string {
  return createHash('sha256')
    .update(`${filename.replaceAll('\\', '/')}--${functionName}`)
    .digest('hex')
}

/** Start's name for the handler of the server function exported as `exportName`. */
export const serverFnHandlerName = (exportName: string) => `${exportName}_createServerFn_handler`
