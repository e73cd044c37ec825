/**
 * The show's dates as the settings store them (Unix seconds as text), read in one place: registration's
 * window, the door devices' offline list, and the retention of registrations and booth applications
 * (which count from the show's end) must agree on what an unset or malformed date means.
 */
type SettingsText = Readonly<Record<string, string | undefined>>

/** A stored Unix-seconds setting as milliseconds, or null when it is unset or not a whole number. */
export function settingInstant(unixSeconds: string | undefined): number | null {
  if (!unixSeconds || !/^\d+$/.test(unixSeconds.trim())) return null
  return Number(unixSeconds.trim()) * 1000
}

/** The running show's start and end (ms), each null when the organiser has not set it. */
export function showDates(text: SettingsText): { startsAt: number | null; endsAt: number | null } {
  return { startsAt: settingInstant(text.exhibition_start_time), endsAt: settingInstant(text.exhibition_end_time) }
}

/**
 * The end of the show a record made at `now` belongs to, from which its retention counts. With no usable
 * end set, the time of writing: the record is then kept its full period from the day it was made.
 */
export function retentionStart(text: SettingsText, now: number): Date {
  return new Date(showDates(text).endsAt ?? now)
}

/** The next edition's dates when the organiser has set them (both, in order), else null. */
export function nextEditionDates(text: SettingsText): { startsAt: number; endsAt: number } | null {
  const startsAt = settingInstant(text.next_exhibition_start_time)
  const endsAt = settingInstant(text.next_exhibition_end_time)
  return startsAt !== null && endsAt !== null && endsAt >= startsAt ? { startsAt, endsAt } : null
}
