/**
 * Search params as people type them. The router's default serializer JSON-encodes values
 * (`?keywords=2024` would become `?keywords=%222024%22`); plain URLSearchParams keeps URLs stable.
 * Values stay strings; routes validate and coerce them with valibot.
 */
export function parseSearch(searchStr: string): Record<string, string> {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)
  const out: Record<string, string> = {}
  for (const [key, value] of params) out[key] = value
  return out
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  const str = params.toString()
  return str ? `?${str}` : ''
}
