/**
 * A screen's data, or null when the server refused the signed-in role (403): the screen then says
 * so. Any other failure stays an error.
 */
export function orForbidden<T>(load: Promise<T>): Promise<T | null> {
  return load.catch((error: unknown) => {
    if (error instanceof Error && (error.message === 'FORBIDDEN' || error.message === 'TWO_FACTOR_REQUIRED'))
      return null
    throw error
  })
}
