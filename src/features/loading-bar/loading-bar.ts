/** Spec section 9: the loading bar's timings. */
export const LOADING_THROTTLE_MS = 200
const LOADING_DURATION_MS = 5_000
export const LOADING_HIDE_DELAY_MS = 500
/** The bar never reaches 100% on its own; only completion takes it there. */
const LOADING_CAP = 95

/** Progress (percent) after `elapsedMs` of loading: linear over the duration, capped below 100. */
export function loadingProgress(elapsedMs: number): number {
  return Math.min(LOADING_CAP, Math.max(0, (elapsedMs / LOADING_DURATION_MS) * 100))
}

/** Anything (e.g. the chunk-reload guard) can mark the running or next load as failed. */
const failListeners = new Set<() => void>()
export function markLoadingFailed() {
  for (const listener of failListeners) listener()
}
export function onLoadingFailed(listener: () => void): () => void {
  failListeners.add(listener)
  return () => failListeners.delete(listener)
}
