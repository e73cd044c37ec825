/**
 * Settles in a later task of the browser's event loop. Hydration is split at a few points with it:
 * Lighthouse (and a phone's user) counts every task over 50 ms as blocking, four times slower on its
 * simulated phone, so one 50 ms task blocks for 150 ms where two of 25 ms block for 100 (ADR 035).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
