/**
 * When registration is open (ADR 037): until the settings' show closes (`exhibition_end_time`,
 * Unix seconds), so the hall's desk still registers walk-ins on the last day. A registration for a
 * show that has ended would get a badge for nothing, and the retention purge would soon empty it.
 */
import { showDates } from '~/contracts/show-dates'

/** Whether the settings' show has ended at `now` (ms); unknown dates keep registration open. */
export function registrationClosed(text: Readonly<Record<string, string | undefined>>, now: number): boolean {
  const { endsAt } = showDates(text)
  return endsAt !== null && now > endsAt
}
