/**
 * One answer per badge held in front of the camera, not one per frame: the scanner reads the same code
 * several times a second, so a code equal to the last one let through is ignored until `holdMs` after
 * it was let through (or until another code is read).
 */
export function cameraRepeatFilter(
  holdMs: number,
  later: (run: () => void, ms: number) => void,
): (code: string) => boolean {
  let last = ''
  return (code) => {
    if (code === last) return false
    last = code
    later(() => {
      if (last === code) last = ''
    }, holdMs)
    return true
  }
}
