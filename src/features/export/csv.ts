/** CSV for Excel: UTF-8 with a byte-order mark (so Excel reads Chinese correctly), CRLF rows. */
export const UTF8_BOM = '\uFEFF'

function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = value instanceof Date ? value.toISOString() : String(value)
  // A leading =, +, - or @ would make Excel evaluate the cell as a formula (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${UTF8_BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}
