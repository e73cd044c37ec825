/**
 * The fair is in Shanghai and its editors think in Beijing time (UTC+8, no daylight saving), so the
 * editor's date fields are Beijing wall-clock time whatever the server's or browser's zone: the same
 * text on the server and in the browser, no hydration mismatch.
 */
const OFFSET_MS = 8 * 3_600_000

/** ISO instant -> `YYYY-MM-DDTHH:mm` for `<input type="datetime-local">`, in Beijing time. */
export function toBeijingInput(iso: string): string {
  return new Date(new Date(iso).getTime() + OFFSET_MS).toISOString().slice(0, 16)
}

/** `YYYY-MM-DDTHH:mm` in Beijing time -> ISO instant, or undefined when the text is no date. */
export function fromBeijingInput(value: string): string | undefined {
  const date = new Date(`${value}:00+08:00`)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}
