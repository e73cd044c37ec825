/** Days, hours, minutes and seconds left until the show opens (spec section 4). Never negative. */
export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
}

/** Whole seconds left from `nowMs` to `startUnixSeconds`; 0 at and after the start. */
export function secondsLeft(startUnixSeconds: number, nowMs: number): number {
  if (!Number.isFinite(startUnixSeconds)) return 0
  return Math.max(0, Math.ceil(startUnixSeconds - nowMs / 1000))
}

export function countdownParts(totalSeconds: number): CountdownParts {
  const s = Math.max(0, Math.floor(totalSeconds))
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3_600),
    minutes: Math.floor((s % 3_600) / 60),
    seconds: s % 60,
  }
}

export const pad2 = (n: number) => String(n).padStart(2, '0')
