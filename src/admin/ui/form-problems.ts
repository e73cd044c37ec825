import type * as v from 'valibot'

/**
 * A refused form's problems by entry: the first issue of each top-level entry, its message read as one
 * of the screen's known problem codes (`fallback` for anything else, such as a missing entry).
 */
export function problemsByEntry<P extends string>(
  issues: readonly v.BaseIssue<unknown>[],
  known: readonly P[],
  fallback: P,
): Record<string, P> {
  const isKnown = (message: string): message is P => (known as readonly string[]).includes(message)
  const problems: Record<string, P> = {}
  for (const issue of issues) {
    const key = issue.path?.[0]?.key
    if (typeof key === 'string' && !problems[key]) problems[key] = isKnown(issue.message) ? issue.message : fallback
  }
  return problems
}
