/** Structured logs: one JSON object per line on stdout/stderr, ready for any log shipper. */
export function logEvent(
  level: 'info' | 'warn' | 'error',
  message: string,
  fields: Record<string, unknown> = {},
): void {
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg: message }
  for (const [key, value] of Object.entries(fields)) {
    entry[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value
  }
  const line = JSON.stringify(entry)
  if (level === 'error') console.error(line)
  else console.log(line)
}
