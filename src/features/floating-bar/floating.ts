import { breakpoints } from '~/ui/breakpoints'

/** Spec section 9: the floating bar shows 2 s after load. */
export const FLOATING_BAR_DELAY_MS = 2_000

/** Expanded by default only on the home page (`/`, `/en`, `/en/`) in a window wider than 1600 px. */
export function floatingBarStartsExpanded(pathname: string, windowWidth: number): boolean {
  const home = pathname === '/' || pathname === '/en' || pathname === '/en/'
  return home && windowWidth > breakpoints.xwide
}
