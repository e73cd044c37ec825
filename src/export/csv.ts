/** CSV for Excel: UTF-8 with a byte-order mark (so Excel reads Chinese correctly), CRLF rows. */
const UTF8_BOM = '\uFEFF'

/** Bidirectional formatting characters that can make a cell read differently from what it holds. */
const BIDI = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069])

/** Control characters (C0 but the line feed, DEL, C1) and bidi formatting (Trojan Source): removed. */
function withoutInvisible(text: string): string {
  let out = ''
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0
    const control = (code < 0x20 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f)
    if (!control && !BIDI.has(code)) out += ch
  }
  return out
}

/**
 * What makes a spreadsheet read a cell as a formula (CSV injection): =, +, -, @ (and their
 * full-width forms, which some spreadsheets fold) as the first character after any leading spaces.
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/

function cell(value: unknown): string {
  if (value === null || value === undefined) return '""'
  const raw = value instanceof Date ? value.toISOString() : String(value)
  const text = withoutInvisible(raw.replace(/\r\n?/g, '\n'))
  // A leading apostrophe makes the spreadsheet show the text as text; it is not part of the value.
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  // Every cell quoted: no value can end a cell or a row early, whatever it holds.
  return `"${safe.replace(/"/g, '""')}"`
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${UTF8_BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}
